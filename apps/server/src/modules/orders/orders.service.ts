import {
  carrierName,
  centsToDollars,
  productImageUrl,
  trackingUrlOf,
  type OrderAccess,
  type OrderDetail,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { orderAddressView } from './order-address';
import { findOrderDetail } from './orders.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * One order as its shopper sees it, with its timeline (docs/product.md#what-the-store-keeps). The
 * `public` view (the order id alone) leaves out every personal field: name, email, address and
 * card; `owner` (proved by orderAccess.proveOrderAccess) has them all (docs/product.md#security).
 */
export async function getOrderDetail(
  db: Db,
  publicId: string,
  access: OrderAccess,
): Promise<OrderDetail | null> {
  const found = await findOrderDetail(db, publicId.toUpperCase());
  if (!found) return null;
  const { order, address, lines, history } = found;
  const view: OrderDetail = {
    orderId: order.publicId,
    status: order.status,
    createdAt: iso(order.createdAt),
    total: centsToDollars(order.totalCents),
    subtotal: centsToDollars(order.subtotalCents),
    shippingFee: centsToDollars(order.shippingFeeCents),
    discount: centsToDollars(order.discountCents),
    promoCode: order.promoCode,
    sample: order.sampleName ? { name: order.sampleName, surprise: order.sampleSurprise } : null,
    paymentMethod: order.paymentMethod || 'Credit Card',
    trackingNumber: order.trackingNumber,
    carrier: carrierName(order.carrier),
    trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
    items: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      imgURL: l.imageFile ? productImageUrl(l.imageFile) : null,
      quantity: l.quantity,
      price: centsToDollars(l.unitPriceCents),
    })),
    timeline: history.map((h) => ({ status: h.status, at: iso(h.createdAt), note: h.note })),
    access,
  };
  if (access !== 'owner') return view;
  return {
    ...view,
    email: order.email,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    shippingAddress: orderAddressView(address),
  };
}
