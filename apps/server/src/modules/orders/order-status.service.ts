import { randomInt } from 'node:crypto';
import type { OrderStatus } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/outbox';
import { returnOrderSample } from '../samples/samples.repository';
import type { OrderAccessService } from './order-access.service';
import { orderStatusMail, STATUS_NOTES } from './order-mail';
import {
  lockOrder,
  orderLinesOf,
  recordStatus,
  returnStock,
  setOrderStatus,
} from './order-status.repository';

export const ORDER_NOT_FOUND = 'Order not found';

/** Same shape as the demo seed's numbers: 'SG1Z' + 12 digits. */
export function newTrackingNumber(): string {
  let digits = '';
  for (let i = 0; i < 12; i++) digits += String(randomInt(10));
  return `SG1Z${digits}`;
}

/**
 * Any status from any status (docs/product.md#how-things-change). In one transaction: the order
 * row is locked, the change recorded for the timeline, shipping assigns a tracking number once,
 * cancelling puts the stock and the free sample back once (stock_returned_at), and the shopper's
 * mail goes to the outbox. Setting the status it already has changes nothing.
 */
export async function changeOrderStatus(
  db: Db,
  publicId: string,
  status: OrderStatus,
  publicUrl: string | undefined,
  /** Signs the mail's order link, so it opens the order whole (docs/product.md#security). */
  orderAccess?: OrderAccessService,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, publicId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.status === status) return;
    const trackingNumber = status === 'shipped' && !order.trackingNumber ? newTrackingNumber() : undefined;
    const stockReturned = status === 'cancelled' && !order.stockReturnedAt;
    if (stockReturned) {
      await returnStock(tx, order.id);
      await returnOrderSample(tx, order.id);
    }
    await setOrderStatus(tx, order.id, { status, trackingNumber, stockReturned });
    const tracking = trackingNumber ?? order.trackingNumber;
    const note =
      status === 'shipped' && tracking ? `Shipped with tracking number ${tracking}` : STATUS_NOTES[status];
    await recordStatus(tx, order.id, status, note);
    const lines = await orderLinesOf(tx, order.id);
    const link = orderAccess?.orderLink(order.publicId, publicUrl ?? '');
    await enqueueMail(tx, orderStatusMail({ order, status, tracking, lines, publicUrl, link }));
  });
}
