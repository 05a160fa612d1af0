import { carrierName, trackingUrlOf, type OrderStatus } from '@seoul-glow/shared';
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

/**
 * Any status from any status (docs/product.md#how-things-change). In one transaction: the order
 * row is locked, the change recorded for the timeline, shipping keeps the carrier and tracking
 * number the admin gave (none is ever made up; a later change may add or correct them),
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
  shipment: { carrier?: string; trackingNumber?: string } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, publicId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const shipped = status === 'shipped';
    const carrier = shipped ? shipment.carrier : undefined;
    const trackingNumber = shipped ? shipment.trackingNumber : undefined;
    const adds =
      (carrier && carrier !== order.carrier) || (trackingNumber && trackingNumber !== order.trackingNumber);
    if (order.status === status && !adds) return;
    const stockReturned = status === 'cancelled' && !order.stockReturnedAt;
    if (stockReturned) {
      await returnStock(tx, order.id);
      await returnOrderSample(tx, order.id);
    }
    await setOrderStatus(tx, order.id, { status, trackingNumber, carrier, stockReturned });
    const tracking = trackingNumber ?? order.trackingNumber;
    const by = carrierName(carrier ?? order.carrier);
    const note = shipped ? shippedNote(by, tracking) : STATUS_NOTES[status];
    await recordStatus(tx, order.id, status, note);
    const lines = await orderLinesOf(tx, order.id);
    const link = orderAccess?.orderLink(order.publicId, publicUrl ?? '');
    const trackingUrl = trackingUrlOf(carrier ?? order.carrier, tracking);
    await enqueueMail(
      tx,
      orderStatusMail({ order, status, tracking, carrier: by, trackingUrl, lines, publicUrl, link }),
    );
  });
}

/** The timeline's words for a shipment: with its carrier and number when the admin gave them. */
function shippedNote(carrier: string | null, tracking: string | null): string {
  if (carrier && tracking) return `Shipped with ${carrier}, tracking number ${tracking}`;
  if (tracking) return `Shipped with tracking number ${tracking}`;
  if (carrier) return `Shipped with ${carrier}`;
  return STATUS_NOTES.shipped;
}
