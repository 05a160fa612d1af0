import { asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  'id' | 'usesCount' | 'createdAt' | 'updatedAt'
>;

/** Every promotion, newest first, with what the orders that used it paid and saved. */
export async function listPromotionsWithStats(db: DbOrTx) {
  return db
    .select({
      promotion: promotions,
      now: sql<string>`now()`,
      revenueCents: sql<number>`coalesce(s.revenue, 0)::int`,
      discountCents: sql<number>`coalesce(s.discount, 0)::int`,
    })
    .from(promotions)
    .leftJoin(
      sql`LATERAL (
        SELECT sum(o.total_cents) AS revenue, sum(r.discount_cents) AS discount
          FROM promotion_redemptions r JOIN orders o ON o.id = r.order_id
         WHERE r.promotion_id = ${promotions.id} AND o.status <> 'cancelled') s`,
      sql`true`,
    )
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

/** Only ids of products and categories that exist are kept on a promotion. */
export async function existingIds(db: DbOrTx, table: 'products' | 'categories', ids: number[]) {
  if (ids.length === 0) return [];
  const t = table === 'products' ? products : categories;
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids)).orderBy(asc(t.id));
  return rows.map((r) => r.id);
}

/** The header names one code: saving one that shows there takes the place of the last one. */
async function clearHeaderExcept(db: DbOrTx, id: number | null) {
  await db
    .update(promotions)
    .set({ showInHeader: false, updatedAt: sql`now()` })
    .where(
      id === null
        ? eq(promotions.showInHeader, true)
        : sql`${promotions.showInHeader} AND ${ne(promotions.id, id)}`,
    );
}

export async function insertPromotion(db: DbOrTx, values: PromotionValues) {
  if (values.showInHeader) await clearHeaderExcept(db, null);
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(db: DbOrTx, id: number, values: PromotionValues) {
  if (values.showInHeader) await clearHeaderExcept(db, id);
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(promotions.id, id))
    .returning();
  return row ?? null;
}

export async function deletePromotion(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  return rows.length > 0;
}

/** The code the header promo names, while it can be used. */
export async function findHeaderPromotion(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      sql`${promotions.showInHeader} AND ${promotions.active}
        AND (${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= now())
        AND (${promotions.endsAt} IS NULL OR ${promotions.endsAt} > now())
        AND (${promotions.maxUses} IS NULL OR ${promotions.usesCount} < ${promotions.maxUses})`,
    )
    .orderBy(asc(promotions.id))
    .limit(1);
  return row ?? null;
}
