import { centsToDollars, productImageUrl, type OrderDetail } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { findOrderDetail } from './orders.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The shopper's view of one order, with its timeline (docs/product.md#what-the-store-keeps). */
export async function getOrderDetail(db: Db, publicId: string): Promise<OrderDetail | null> {
  const found = await findOrderDetail(db, publicId.toUpperCase());
  if (!found) return null;
  const { order, address, lines, history } = found;
  return {
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
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    trackingNumber: order.trackingNumber,
    email: order.email,
    items: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      imgURL: l.imageFile ? productImageUrl(l.imageFile) : null,
      quantity: l.quantity,
      price: centsToDollars(l.unitPriceCents),
    })),
    shippingAddress: {
      fullName: address.fullName,
      email: address.email,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
    },
    timeline: history.map((h) => ({ status: h.status, at: iso(h.createdAt), note: h.note })),
  };
}
