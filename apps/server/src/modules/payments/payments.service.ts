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
import { claimRefund, countAndRecordCardOutcome, findIntent } from './intents.repository';
import type { PaymentProvider } from './payment-provider';

const B = MESSAGES.buying;

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

  /** Refunds a paid intent once (none when an order already uses it). */
  async refund(intentId: string): Promise<void> {
    if (await claimRefund(this.db, intentId)) await this.provider.refund(intentId);
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
