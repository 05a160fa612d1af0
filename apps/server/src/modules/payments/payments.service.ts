import { z } from 'zod';
import {
  MESSAGES,
  type DemoConfirmRequest,
  type DemoConfirmResult,
  type PaymentConfig,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rateLimited, type RateLimiter, type RateRule } from '../../lib/rate-limiter';
import { checkDemoCard } from './card-checks';
import { enqueueJob } from '../jobs/enqueue';
import type { JobQueue } from '../jobs/job-queue';
import { claimRefund, countAndRecordCardOutcome, findIntent } from './intents.repository';
import type { PaymentProvider } from './payment-provider';

const B = MESSAGES.buying;
const REFUND_TASK = 'payment-refund';

/** Card attempts per address (docs/product.md#security): enough for a shopper's retries, not for card testing. */
export const CONFIRM_RULE: RateRule = { name: 'demo-confirm', max: 30, windowMs: 10 * 60_000 };

/** The payment side of the checkout: the provider, the demo card network, refunds. */
export class PaymentsService {
  constructor(
    private readonly db: Db,
    readonly provider: PaymentProvider,
    private readonly limiter: RateLimiter,
  ) {}

  config(): PaymentConfig {
    return { provider: this.provider.name, publishableKey: this.provider.publishableKey };
  }

  /**
   * Refunds a paid intent once (none when an order already uses it). The claim is the refund's
   * record; when money has to move back through a provider, the `payment-refund` job that asks it
   * is committed with the claim, so a crash between the two cannot leave a shopper told "refunded"
   * and still charged (the job retries, with back-off, until the provider answers).
   */
  async refund(intentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const claimed = await claimRefund(tx, intentId);
      if (claimed && claimed !== 'demo')
        await enqueueJob(tx, REFUND_TASK, { paymentIntentId: intentId }, { jobKey: `refund:${intentId}` });
    });
  }

  /** The provider side of a claimed refund, as a job (registered by every instance). */
  registerJobs(queue: JobQueue): void {
    queue.task(REFUND_TASK, z.object({ paymentIntentId: z.string() }), async ({ paymentIntentId }) => {
      const intent = await findIntent(this.db, paymentIntentId);
      if (!intent || intent.status !== 'refunded' || intent.provider === 'demo') return;
      await this.provider.refund(paymentIntentId);
    });
  }

  /**
   * The demo card network (POST /api/Payments/demo/confirm): the card is checked in memory, then
   * one statement counts the caller's attempt and records the outcome.
   */
  async confirmDemo(req: DemoConfirmRequest, caller: string): Promise<DemoConfirmResult> {
    if (this.provider.name !== 'demo') {
      await this.limiter.enforce(CONFIRM_RULE, caller);
      throw new AppError('NOT_FOUND', B.intentUnknown);
    }
    const outcome = checkDemoCard(req.card);
    const row = await countAndRecordCardOutcome(this.db, CONFIRM_RULE, caller, req.clientSecret, {
      status: outcome.ok ? 'succeeded' : 'failed',
      cardBrand: outcome.brand,
      cardLast4: outcome.last4,
      failureCode: outcome.ok ? null : outcome.code,
      failureMessage: outcome.ok ? null : outcome.message,
    });
    if (row.count > CONFIRM_RULE.max) throw rateLimited(row.retry);
    if (!row.id || row.provider !== 'demo') throw new AppError('NOT_FOUND', B.intentUnknown);
    // Read before this statement's update: an intent already paid stays paid, a refunded one fails.
    if (row.status === 'succeeded') return { status: 'succeeded', paymentIntentId: row.id };
    if (row.status === 'refunded') {
      return {
        status: 'failed',
        paymentIntentId: row.id,
        error: { code: 'payment_intent_unexpected_state', message: B.paymentRefunded },
      };
    }
    if (!row.recorded) {
      // A concurrent confirmation got there first: report what it recorded.
      const now = await findIntent(this.db, row.id);
      if (now?.status === 'succeeded') return { status: 'succeeded', paymentIntentId: row.id };
    }
    return outcome.ok
      ? { status: 'succeeded', paymentIntentId: row.id }
      : {
          status: 'failed',
          paymentIntentId: row.id,
          error: { code: outcome.code, message: outcome.message },
        };
  }
}
