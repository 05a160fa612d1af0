import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { backInStockRequests, products } from '../../db/schema';

/** The product's name and stock, or undefined when it does not exist. */
export async function productStock(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ name: products.name, stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** An open request per product and address: a second one for the same pair changes nothing. */
export async function insertRequest(
  db: DbOrTx,
  values: { productId: number; email: string; origin: string },
): Promise<void> {
  await db
    .insert(backInStockRequests)
    .values(values)
    .onConflictDoNothing({
      target: [backInStockRequests.productId, backInStockRequests.email],
      where: sql`${backInStockRequests.notifiedAt} IS NULL`,
    });
}

/**
 * Closes the product's open requests while it is in stock and returns them, in the caller's
 * transaction. The row locks of the UPDATE make two runs for the same product (a job that was
 * running when the next restock enqueued another) close each request exactly once.
 */
export async function closeOpenRequests(tx: DbOrTx, productId: number) {
  const { rows } = await tx.execute<{ email: string; origin: string | null; name: string }>(sql`
    UPDATE back_in_stock_requests r SET notified_at = now()
      FROM products p
     WHERE r.product_id = ${productId} AND r.notified_at IS NULL
       AND p.id = r.product_id AND p.stock_quantity > 0
    RETURNING r.email, r.origin, p.name`);
  return rows;
}

/** How many open requests wait for each of the products (absent: none). */
export async function waitingCounts(db: DbOrTx, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: backInStockRequests.productId, n: count() })
    .from(backInStockRequests)
    .where(and(inArray(backInStockRequests.productId, productIds), isNull(backInStockRequests.notifiedAt)))
    .groupBy(backInStockRequests.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
