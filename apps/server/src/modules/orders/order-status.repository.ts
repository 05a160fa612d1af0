import { asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@seoul-glow/shared';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderStatusHistory, orders, products } from '../../db/schema';

/** The order row, locked for the rest of the transaction. */
export async function lockOrder(tx: DbOrTx, publicId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.publicId, publicId)).for('update');
  return row;
}

export async function setOrderStatus(
  tx: DbOrTx,
  id: number,
  values: { status: OrderStatus; trackingNumber?: string; carrier?: string; stockReturned?: boolean },
) {
  await tx
    .update(orders)
    .set({
      status: values.status,
      updatedAt: sql`now()`,
      ...(values.trackingNumber ? { trackingNumber: values.trackingNumber } : {}),
      ...(values.carrier ? { carrier: values.carrier } : {}),
      ...(values.stockReturned ? { stockReturnedAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, id));
}

/** Puts every line's quantity back on its product (lines of deleted products have none to return). */
export async function returnStock(tx: DbOrTx, orderId: number) {
  await tx.execute(sql`
    UPDATE ${products} p SET stock_quantity = p.stock_quantity + l.qty, updated_at = now()
    FROM (SELECT ${orderLines.productId} AS product_id, sum(${orderLines.quantity})::int AS qty
          FROM ${orderLines} WHERE ${orderLines.orderId} = ${orderId} AND ${orderLines.productId} IS NOT NULL
          GROUP BY ${orderLines.productId}) l
    WHERE p.id = l.product_id`);
}

export async function recordStatus(tx: DbOrTx, orderId: number, status: OrderStatus, note: string) {
  await tx.insert(orderStatusHistory).values({ orderId, status, note });
}

export async function orderLinesOf(tx: DbOrTx, orderId: number) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}
