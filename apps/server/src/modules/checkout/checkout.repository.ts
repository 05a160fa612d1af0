import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, paymentIntents, products } from '../../db/schema';

export type IntentRow = typeof paymentIntents.$inferSelect;

export async function insertIntent(db: DbOrTx, row: typeof paymentIntents.$inferInsert) {
  await db.insert(paymentIntents).values(row);
}

export async function findIntent(db: DbOrTx, id: string, lock = false): Promise<IntentRow | null> {
  const query = db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findIntentBySecret(db: DbOrTx, clientSecret: string): Promise<IntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.clientSecret, clientSecret))
    .limit(1);
  return row ?? null;
}

/** Records a card outcome, only while the intent can still be paid (no double success). */
export async function recordCardOutcome(
  db: DbOrTx,
  id: string,
  outcome: {
    status: 'succeeded' | 'failed';
    cardBrand: string | null;
    cardLast4: string | null;
    failureCode: string | null;
    failureMessage: string | null;
  },
) {
  const rows = await db
    .update(paymentIntents)
    .set({ ...outcome, updatedAt: new Date() })
    .where(
      and(eq(paymentIntents.id, id), inArray(paymentIntents.status, ['requires_payment_method', 'failed'])),
    )
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

export async function markIntentSucceeded(
  db: DbOrTx,
  id: string,
  cardBrand: string | null,
  cardLast4: string | null,
) {
  await db
    .update(paymentIntents)
    .set({ status: 'succeeded', cardBrand, cardLast4, updatedAt: new Date() })
    .where(
      and(eq(paymentIntents.id, id), inArray(paymentIntents.status, ['requires_payment_method', 'failed'])),
    );
}

/** Marks the intent refunded unless an order already uses it; true when this call claimed the refund. */
export async function claimRefund(db: DbOrTx, id: string): Promise<boolean> {
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
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** DESIGN §5: stock is taken only if enough is left, in the caller's transaction. */
export async function takeStock(tx: DbOrTx, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stockQuantity} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}
