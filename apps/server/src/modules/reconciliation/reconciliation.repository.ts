import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { PaymentAttention, PaymentEventKind } from '@seoul-glow/shared';
import { orders, paymentEvents, paymentIntents, products } from '../../db/schema';

export type IntentRow = typeof paymentIntents.$inferSelect;

const older = (column: typeof paymentIntents.paidAt | typeof paymentIntents.createdAt, seconds: number) =>
  sql`${column} < now() - make_interval(secs => ${seconds})`;
const hasOrder = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.paymentIntentId} = ${paymentIntents.id})`;
const wasFound = sql`EXISTS (SELECT 1 FROM ${paymentEvents} e
  WHERE e.payment_intent_id = ${paymentIntents.id} AND e.kind = 'found-unplaced')`;

/**
 * Settles in one statement what needs nothing from the reconciler: paid intents whose order was
 * placed as usual, and intents the shopper's own place call refunded (the shopper saw why).
 */
export async function settleQuiet(db: Db, graceSeconds: number): Promise<number> {
  const rows = await db
    .update(paymentIntents)
    .set({ settledAt: sql`now()` })
    .where(
      and(
        sql`${paymentIntents.settledAt} IS NULL`,
        sql`((${paymentIntents.status} = 'succeeded' AND ${older(paymentIntents.paidAt, graceSeconds)} AND ${hasOrder})
          OR (${paymentIntents.status} = 'refunded' AND NOT ${wasFound}))`,
      ),
    )
    .returning({ id: paymentIntents.id });
  return rows.length;
}

/** Paid past the grace period and still without an order; not retried within `retrySeconds` of a failed try. */
export async function findUnplaced(db: Db, graceSeconds: number, retrySeconds: number, limit: number) {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'succeeded'),
        sql`${paymentIntents.settledAt} IS NULL`,
        older(paymentIntents.paidAt, graceSeconds),
        sql`NOT ${hasOrder}`,
        sql`(${paymentIntents.providerCheckedAt} IS NULL
          OR ${paymentIntents.providerCheckedAt} < now() - make_interval(secs => ${retrySeconds}))`,
      ),
    )
    .orderBy(asc(paymentIntents.paidAt))
    .limit(limit);
}

/** Refunded while the reconciler had it in hand, but the shopper not yet told (a crash between the two). */
export async function findRefundedUnsettled(db: Db, limit: number) {
  return db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.status, 'refunded'), sql`${paymentIntents.settledAt} IS NULL`, wasFound))
    .limit(limit);
}

/** Intents of a provider that confirms cards itself (Stripe) that we have not seen paid. */
export async function findUnconfirmed(db: Db, graceSeconds: number, recheckSeconds: number, limit: number) {
  return db
    .select({ id: paymentIntents.id, createdAt: paymentIntents.createdAt })
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.status, ['requires_payment_method', 'failed']),
        sql`${paymentIntents.provider} <> 'demo'`,
        sql`${paymentIntents.settledAt} IS NULL`,
        older(paymentIntents.createdAt, graceSeconds),
        sql`(${paymentIntents.providerCheckedAt} IS NULL
          OR ${paymentIntents.providerCheckedAt} < now() - make_interval(secs => ${recheckSeconds}))`,
      ),
    )
    .orderBy(asc(paymentIntents.createdAt))
    .limit(limit);
}

export async function markChecked(db: Db, id: string, settle: boolean): Promise<void> {
  await db
    .update(paymentIntents)
    .set(
      settle ? { providerCheckedAt: sql`now()`, settledAt: sql`now()` } : { providerCheckedAt: sql`now()` },
    )
    .where(eq(paymentIntents.id, id));
}

export async function addEvent(db: DbOrTx, intentId: string, kind: PaymentEventKind, note: string | null) {
  await db.insert(paymentEvents).values({ paymentIntentId: intentId, kind, note });
}

/** The first sighting, once per intent: the history starts here. */
export async function noteFound(db: Db, intentId: string, note: string): Promise<void> {
  await db.execute(sql`INSERT INTO ${paymentEvents} (payment_intent_id, kind, note)
    SELECT ${intentId}, 'found-unplaced', ${note}
     WHERE NOT EXISTS (SELECT 1 FROM ${paymentEvents} WHERE payment_intent_id = ${intentId} AND kind = 'found-unplaced')`);
}

/** Sets the intent's outcome once; false when another run settled it first. */
export async function settle(
  tx: DbOrTx,
  id: string,
  outcome: { attention: IntentRow['attention']; note: string | null; status: 'succeeded' | 'refunded' },
): Promise<boolean> {
  const rows = await tx
    .update(paymentIntents)
    .set({ settledAt: sql`now()`, attention: outcome.attention, attentionNote: outcome.note })
    .where(
      and(
        eq(paymentIntents.id, id),
        eq(paymentIntents.status, outcome.status),
        sql`${paymentIntents.settledAt} IS NULL`,
      ),
    )
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** A try that failed for a reason other than the order's own (the database, the provider): noted, retried later. */
export async function noteFailedTry(db: Db, id: string, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentIntents)
      .set({ providerCheckedAt: sql`now()`, attention: 'failing', attentionNote: note })
      .where(eq(paymentIntents.id, id));
    await addEvent(tx, id, 'attempt-failed', note);
  });
}

export async function productNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The admin's list: payments with an attention mark (or one kind of it), newest first, with their history. */
export async function listAttention(
  db: Db,
  query: { attention?: PaymentAttention; page: number; pageSize: number },
) {
  const where = query.attention
    ? eq(paymentIntents.attention, query.attention)
    : isNotNull(paymentIntents.attention);
  const counted = await db
    .select({ attention: paymentIntents.attention, n: sql<number>`count(*)::int` })
    .from(paymentIntents)
    .where(isNotNull(paymentIntents.attention))
    .groupBy(paymentIntents.attention);
  const rows = await db
    .select({ intent: paymentIntents, orderId: orders.publicId })
    .from(paymentIntents)
    .leftJoin(orders, eq(orders.paymentIntentId, paymentIntents.id))
    .where(where)
    .orderBy(sql`${paymentIntents.paidAt} DESC NULLS LAST`, desc(paymentIntents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = rows.map((r) => r.intent.id);
  const events = ids.length
    ? await db
        .select()
        .from(paymentEvents)
        .where(inArray(paymentEvents.paymentIntentId, ids))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    : [];
  const counts = { placed_late: 0, refunded: 0, failing: 0 };
  for (const c of counted) if (c.attention) counts[c.attention] = c.n;
  return { rows, events, counts };
}
