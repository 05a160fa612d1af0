import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderStatusHistory, orders, shippingAddresses } from '../../db/schema';

export async function findOrderByIntent(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db
    .select({ id: orders.id, publicId: orders.publicId, shippingAddressId: orders.shippingAddressId })
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId))
    .limit(1);
  return row ?? null;
}

/** An order with its address, lines and status history (oldest first), or null. */
export async function findOrderDetail(db: DbOrTx, publicId: string) {
  const [order] = await db
    .select({ order: orders, address: shippingAddresses })
    .from(orders)
    .innerJoin(shippingAddresses, eq(shippingAddresses.id, orders.shippingAddressId))
    .where(eq(orders.publicId, publicId))
    .limit(1);
  if (!order) return null;
  const [lines, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.order.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return { ...order, lines, history };
}
export type OrderDetailRows = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>;

/**
 * Whether an order bought a product, for a review of it (docs/product.md#who-may-do-what): the
 * order's key, status and shopper's name, or null when the order does not hold the product.
 */
export async function findPurchase(db: DbOrTx, publicId: string, productId: number) {
  const [row] = await db
    .select({ orderId: orders.id, status: orders.status, fullName: orders.fullName })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.productId, productId)))
    .where(eq(orders.publicId, publicId))
    .limit(1);
  return row ?? null;
}
