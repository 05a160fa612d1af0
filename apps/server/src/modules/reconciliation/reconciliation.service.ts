import { MESSAGES, centsToDollars, formatUsd, type PlaceOrderRequest } from '@seoul-glow/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../jobs/job-queue';
import { enqueueMail } from '../mail/outbox';
import { findIntent, markIntentSucceeded } from '../payments/intents.repository';
import type { PaymentsService } from '../payments/payments.service';
import {
  addEvent,
  findRefundedUnsettled,
  findUnconfirmed,
  findUnplaced,
  markChecked,
  noteFailedTry,
  noteFound,
  productNames,
  settle,
  settleQuiet,
  type IntentRow,
} from './reconciliation.repository';
import { refundMail } from './refund-mail';

/** The one call of the place-order workflow the reconciler needs (modules/checkout). */
export interface OrderPlacer {
  run(
    input: Pick<PlaceOrderRequest, 'items' | 'shippingAddress' | 'stripeClientSecret' | 'paymentIntentId'>,
    origin: string,
  ): Promise<{ orderId: string }>;
}

export interface SweepReport {
  settled: number;
  placedLate: number;
  refunded: number;
  failed: number;
}

const BATCH = 50;
/** How long a provider-confirmed intent may stay unpaid before we stop asking about it. */
const ABANDONED_MS = 2 * 24 * 3600_000;
const usd = (cents: number) => formatUsd(centsToDollars(cents));

/**
 * Payment reconciliation (docs/product.md#checkout): no payment is stranded. A recurring job finds
 * intents paid longer than the grace period ago that have no order, and places the order from the
 * cart and address recorded with the payment, through the same place-order workflow as the
 * shopper (idempotent per intent); when that cannot be done (stock, prices, no address) the
 * workflow's refund runs and the shopper is mailed why, in the transaction that records it.
 * Owners see both outcomes in Admin → Orders (listAttention).
 */
export class Reconciler {
  constructor(
    private readonly deps: {
      db: Db;
      payments: PaymentsService;
      placeOrder: OrderPlacer;
      graceSeconds: number;
      publicUrl: string | undefined;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Every instance registers the sweep; the queue runs it on one at a time. */
  register(queue: JobQueue): void {
    const everyMs = Math.min(15_000, Math.max(1_000, (this.deps.graceSeconds * 1000) / 4));
    queue.every('payments-reconcile', everyMs, async () => {
      const report = await this.sweep();
      if (report.placedLate || report.refunded || report.failed)
        this.deps.log.info({ ...report }, 'payments reconciled');
    });
  }

  async sweep(): Promise<SweepReport> {
    const { db, graceSeconds } = this.deps;
    const report: SweepReport = {
      settled: await settleQuiet(db, graceSeconds),
      placedLate: 0,
      refunded: 0,
      failed: 0,
    };
    if (this.deps.payments.provider.name !== 'demo') await this.askProvider();
    for (const intent of await findRefundedUnsettled(db, BATCH)) {
      if (await this.finishRefund(intent, MESSAGES.buying.notPlacedRefunded)) report.refunded++;
    }
    const retrySeconds = Math.max(60, graceSeconds);
    for (const intent of await findUnplaced(db, graceSeconds, retrySeconds, BATCH)) {
      const outcome = await this.reconcile(intent);
      if (outcome === 'placed') report.placedLate++;
      else if (outcome === 'refunded') report.refunded++;
      else report.failed++;
    }
    return report;
  }

  private async reconcile(intent: IntentRow): Promise<'placed' | 'refunded' | 'failed'> {
    const { db, payments, placeOrder } = this.deps;
    const paid = intent.paidAt ? intent.paidAt.toISOString() : 'unknown time';
    await noteFound(
      db,
      intent.id,
      `Paid ${usd(intent.amountCents)} at ${paid}; no order after the grace period.`,
    );
    if (!intent.shippingAddress) {
      await payments.refund(intent.id);
      return this.refundedNow(intent.id, MESSAGES.buying.noAddressRefunded);
    }
    try {
      const placed = await placeOrder.run(
        {
          items: intent.items.map(({ productId, quantity }) => ({ productId, quantity })),
          shippingAddress: intent.shippingAddress,
          stripeClientSecret: intent.clientSecret,
          // No code named: the workflow takes the one recorded with the payment.
          paymentIntentId: intent.id,
        },
        this.origin(intent),
      );
      await db.transaction(async (tx) => {
        const ok = await settle(tx, intent.id, {
          attention: 'placed_late',
          note: placed.orderId,
          status: 'succeeded',
        });
        if (ok)
          await addEvent(
            tx,
            intent.id,
            'placed-late',
            `Order ${placed.orderId} placed from the recorded cart and address.`,
          );
      });
      return 'placed';
    } catch (err) {
      if (err instanceof AppError && err.code === 'CONFLICT')
        return this.refundedNow(intent.id, err.errors[0]!);
      const note =
        err instanceof AppError ? err.errors.join(' ') : 'The order could not be placed: will try again.';
      this.deps.log.warn({ err, paymentIntentId: intent.id }, 'payment reconciliation failed');
      await noteFailedTry(db, intent.id, note);
      return 'failed';
    }
  }

  /** After the workflow's compensation: the intent must now be refunded; record it and tell the shopper. */
  private async refundedNow(id: string, reason: string): Promise<'refunded' | 'failed'> {
    const row = await findIntent(this.deps.db, id);
    if (row?.status !== 'refunded') {
      await noteFailedTry(
        this.deps.db,
        id,
        `Expected a refund, found ${row?.status ?? 'nothing'}: will try again.`,
      );
      return 'failed';
    }
    await this.finishRefund(row, reason);
    return 'refunded';
  }

  /** The refund recorded, the history and the shopper's mail, in one transaction (once per intent). */
  private async finishRefund(intent: IntentRow, reason: string): Promise<boolean> {
    const { db } = this.deps;
    const names = await productNames(
      db,
      intent.items.map((i) => i.productId),
    );
    const address = intent.shippingAddress;
    const mail = refundMail({
      email: address?.email ?? intent.email,
      fullName: address?.fullName ?? null,
      amountCents: intent.amountCents,
      cardBrand: intent.cardBrand,
      cardLast4: intent.cardLast4,
      paidAt: intent.paidAt,
      lines: intent.items.map((i) => ({
        name: names.get(i.productId) ?? 'A product no longer sold',
        quantity: i.quantity,
      })),
      reason,
      origin: this.origin(intent),
    });
    return db.transaction(async (tx) => {
      if (!(await settle(tx, intent.id, { attention: 'refunded', note: reason, status: 'refunded' })))
        return false;
      await addEvent(tx, intent.id, 'refunded', `${usd(intent.amountCents)} refunded: ${reason}`);
      await enqueueMail(tx, mail);
      await addEvent(tx, intent.id, 'shopper-mailed', 'The shopper was mailed why, with the refund.');
      return true;
    });
  }

  /** Stripe confirms cards in the browser: a payment we never heard of may still have succeeded. */
  private async askProvider(): Promise<void> {
    const { db, payments, graceSeconds } = this.deps;
    for (const row of await findUnconfirmed(db, graceSeconds, 300, 20)) {
      try {
        const state = await payments.provider.retrieveIntent(row.id);
        if (state.status === 'succeeded') {
          // Paid: from here on it is swept like a demo payment (its check time would delay that).
          await markIntentSucceeded(db, row.id, state.cardBrand, state.cardLast4);
        } else {
          const over = state.status === 'canceled' || Date.now() - row.createdAt.getTime() > ABANDONED_MS;
          await markChecked(db, row.id, over);
        }
      } catch (err) {
        this.deps.log.warn({ err, paymentIntentId: row.id }, 'payment provider could not be asked');
        await markChecked(db, row.id, false);
      }
    }
  }

  private origin(intent: IntentRow): string {
    return this.deps.publicUrl ?? intent.origin ?? 'http://localhost:3000';
  }
}
