import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, paymentIntents } from '../../db/schema';
import { NamedStatement, ph } from '../../lib/named-statement';
import { rateLimitHitSql, rateLimitKey, type RateRule } from '../../lib/rate-limiter';

/** Every intent the checkout starts is a row here, whatever the provider (docs/product.md#checkout). */
export type IntentRow = typeof paymentIntents.$inferSelect;

export async function findIntent(db: DbOrTx, id: string, lock = false): Promise<IntentRow | null> {
  const query = db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markIntentSucceeded(
  db: DbOrTx,
  id: string,
  cardBrand: string | null,
  cardLast4: string | null,
) {
  await db
    .update(paymentIntents)
    .set({ status: 'succeeded', cardBrand, cardLast4, updatedAt: new Date(), paidAt: new Date() })
    .where(
      and(eq(paymentIntents.id, id), inArray(paymentIntents.status, ['requires_payment_method', 'failed'])),
    );
}

/**
 * Marks the intent refunded unless an order already uses it; the intent's provider when this call
 * claimed the refund, null when it did not.
 */
export async function claimRefund(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.id, id),
        eq(paymentIntents.status, 'succeeded'),
        sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.paymentIntentId} = ${id})`,
      ),
    )
    .returning({ provider: paymentIntents.provider });
  return rows[0]?.provider ?? null;
}

// The checkout's hot path: each step is one or two named (prepared) statements, with the
// rate-limit hit folded into the statement that needs it.

const intentInsert = new NamedStatement<
  {
    id: string;
    secret: string;
    provider: string;
    amount: number;
    email: string;
    country: string;
    items: string;
    subtotal: number;
    shipping: number;
    address: string | null;
    origin: string | null;
    promoCode: string | null;
    discount: number;
    sampleId: number | null;
    surprise: boolean;
  },
  never
>(
  'payments_intent_insert',
  sql`INSERT INTO payment_intents
        (id, client_secret, provider, amount_cents, email, country, items, subtotal_cents, shipping_fee_cents,
         shipping_address, origin, promo_code, discount_cents, sample_id, sample_surprise)
      VALUES (${ph('id')}, ${ph('secret')}, ${ph('provider')}, ${ph('amount')}, ${ph('email')},
              ${ph('country')}, ${ph('items')}::jsonb, ${ph('subtotal')}, ${ph('shipping')},
              ${ph('address')}::jsonb, ${ph('origin')}, ${ph('promoCode')}, ${ph('discount')},
              ${ph('sampleId')}, ${ph('surprise')})`,
);

/** A new intent's row (a durable commit). */
export async function insertIntent(db: Db, row: typeof paymentIntents.$inferInsert) {
  await intentInsert.run(db, {
    id: row.id,
    secret: row.clientSecret,
    provider: row.provider,
    amount: row.amountCents,
    email: row.email,
    country: row.country,
    items: JSON.stringify(row.items),
    subtotal: row.subtotalCents,
    shipping: row.shippingFeeCents,
    address: row.shippingAddress ? JSON.stringify(row.shippingAddress) : null,
    origin: row.origin ?? null,
    promoCode: row.promoCode ?? null,
    discount: row.discountCents ?? 0,
    sampleId: row.sampleId ?? null,
    surprise: row.sampleSurprise ?? false,
  });
}

const statusList = sql`ARRAY['requires_payment_method', 'failed']::payment_status[]`;

const cardOutcome = new NamedStatement<
  {
    key: string;
    window: number;
    max: number;
    secret: string;
    status: string;
    brand: string | null;
    last4: string | null;
    code: string | null;
    message: string | null;
  },
  {
    count: number;
    retry: number;
    id: string | null;
    provider: string | null;
    status: string | null;
    recorded: boolean;
  }
>(
  'payments_card_outcome',
  sql`WITH hit AS (${rateLimitHitSql(ph('key'), ph('window'))}),
    intent AS (SELECT id, provider, status FROM payment_intents WHERE client_secret = ${ph('secret')}),
    recorded AS (
      UPDATE payment_intents p
         SET status = ${ph('status')}::payment_status, card_brand = ${ph('brand')}, card_last4 = ${ph('last4')},
             failure_code = ${ph('code')}, failure_message = ${ph('message')}, updated_at = now(),
             paid_at = CASE WHEN ${ph('status')}::text = 'succeeded' THEN now() END
        FROM hit
       WHERE p.client_secret = ${ph('secret')} AND p.provider = 'demo' AND p.status = ANY(${statusList})
         AND hit.count <= ${ph('max')}
      RETURNING p.id)
    SELECT hit.count, hit.retry, intent.id, intent.provider, intent.status,
           EXISTS (SELECT 1 FROM recorded) AS recorded
      FROM hit LEFT JOIN intent ON true`,
);

/**
 * The demo confirm in one statement: count the caller's card attempt, find the intent by its
 * secret and record the card's outcome while the intent can still be paid and the caller is
 * within the limit (one durable commit: a paid outcome must survive a crash).
 */
export async function countAndRecordCardOutcome(
  db: Db,
  rule: RateRule,
  caller: string,
  clientSecret: string,
  outcome: {
    status: 'succeeded' | 'failed';
    cardBrand: string | null;
    cardLast4: string | null;
    failureCode: string | null;
    failureMessage: string | null;
  },
) {
  const [row] = await cardOutcome.run(db, {
    key: rateLimitKey(rule, caller),
    window: rule.windowMs / 1000,
    max: rule.max,
    secret: clientSecret,
    status: outcome.status,
    brand: outcome.cardBrand,
    last4: outcome.cardLast4,
    code: outcome.failureCode,
    message: outcome.failureMessage,
  });
  return row!;
}
