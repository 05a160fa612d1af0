import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, samples } from '../../db/schema';

export type SampleValues = Pick<
  typeof samples.$inferInsert,
  'name' | 'productId' | 'stockQuantity' | 'active'
>;

/** The full-size product's first photo stands for the sample. */
const imageOf = sql<string | null>`(SELECT pi.file_name FROM product_images pi
  WHERE pi.product_id = ${samples.productId} ORDER BY pi.position, pi.id LIMIT 1)`;

/** What a shopper may pick at checkout: active samples with stock left, by name. */
export function listSampleOptions(db: DbOrTx) {
  return db
    .select({ id: samples.id, name: samples.name, image: imageOf })
    .from(samples)
    .where(sql`${samples.active} AND ${samples.stockQuantity} > 0`)
    .orderBy(asc(samples.name), asc(samples.id));
}

/** Every sample for the admin, with its product and how many orders carried it. */
export function listSamplesForAdmin(db: DbOrTx) {
  return db
    .select({
      id: samples.id,
      name: samples.name,
      productId: samples.productId,
      productName: products.name,
      image: imageOf,
      stockQuantity: samples.stockQuantity,
      active: samples.active,
      given: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.sample_id = ${samples.id})`,
    })
    .from(samples)
    .leftJoin(products, eq(products.id, samples.productId))
    .orderBy(asc(samples.name), asc(samples.id));
}

export async function productExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return Boolean(row);
}

export async function insertSample(db: DbOrTx, values: SampleValues) {
  const [row] = await db.insert(samples).values(values).returning({ id: samples.id });
  return row!.id;
}

export async function updateSample(db: DbOrTx, id: number, values: SampleValues): Promise<boolean> {
  const rows = await db
    .update(samples)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(samples.id, id))
    .returning({ id: samples.id });
  return rows.length > 0;
}

/** A cancelled order's free sample goes back on the shelf (once: with the order's stock). */
export async function returnOrderSample(db: DbOrTx, orderId: number) {
  await db.execute(sql`
    UPDATE samples s SET stock_quantity = s.stock_quantity + 1
      FROM orders o WHERE o.id = ${orderId} AND s.id = o.sample_id`);
}

/** Orders that carried it keep its name (orders.sample_name). */
export async function deleteSample(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(samples).where(eq(samples.id, id)).returning({ id: samples.id });
  return rows.length > 0;
}
