import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderStatusHistory, orders, shippingAddresses } from '../../db/schema';

export type NewOrder = typeof orders.$inferInsert;
export type NewAddress = typeof shippingAddresses.$inferInsert;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export async function findOrderByIntent(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db
    .select({ id: orders.id, publicId: orders.publicId, shippingAddressId: orders.shippingAddressId })
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId))
    .limit(1);
  return row ?? null;
}

/** Writes address, order, lines and the first timeline entry; call inside the place-order transaction. */
export async function insertOrder(
  tx: DbOrTx,
  address: NewAddress,
  order: Omit<NewOrder, 'shippingAddressId'>,
  lines: NewLine[],
) {
  const [addr] = await tx.insert(shippingAddresses).values(address).returning({ id: shippingAddresses.id });
  const [row] = await tx
    .insert(orders)
    .values({ ...order, shippingAddressId: addr!.id })
    .returning({ id: orders.id, publicId: orders.publicId, createdAt: orders.createdAt });
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  await tx.insert(orderStatusHistory).values({
    orderId: row!.id,
    status: order.status ?? 'pending',
    note: 'Order placed',
    createdAt: row!.createdAt,
  });
  return { ...row!, shippingAddressId: addr!.id };
}

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
