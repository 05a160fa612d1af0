import { asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDollars } from '@seoul-glow/shared';
import { orderLines, orderStatusHistory, orders, shippingAddresses } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';
import { orderAddressView } from './order-address';

/** What an erased order shows instead of its shopper (`.invalid` never receives mail). */
export const ERASED = { name: 'Erased customer', email: 'erased@erased.invalid', text: 'Erased' } as const;

const ofEmail = (email: string) => sql`lower(${orders.email}) = lower(${email})`;

/**
 * Orders (docs/product.md#security): exported whole; on erasure kept for the books with the name,
 * email, street, city and postal code replaced on the order and its address, while the country
 * and state (the tax jurisdiction), the totals, the lines and the timeline stay.
 */
export const ordersPersonalData: PersonalDataHolder = {
  name: 'orders',
  label: 'Orders',
  erasure: 'anonymised',
  async export(db, email) {
    const found = await db
      .select({ order: orders, address: shippingAddresses })
      .from(orders)
      .innerJoin(shippingAddresses, eq(shippingAddresses.id, orders.shippingAddressId))
      .where(ofEmail(email))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    if (found.length === 0) return [];
    const ids = found.map((f) => f.order.id);
    const [lines, history] = await Promise.all([
      db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
      db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ]);
    return found.map(({ order: o, address: a }) => ({
      orderId: o.publicId,
      status: o.status,
      placedAt: isoOrNull(o.createdAt),
      email: o.email,
      fullName: o.fullName,
      shippingAddress: orderAddressView(a),
      items: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ name: l.name, quantity: l.quantity, unitPrice: centsToDollars(l.unitPriceCents) })),
      subtotal: centsToDollars(o.subtotalCents),
      shippingFee: centsToDollars(o.shippingFeeCents),
      total: centsToDollars(o.totalCents),
      paymentMethod: o.paymentMethod,
      cardBrand: o.cardBrand,
      cardLast4: o.cardLast4,
      trackingNumber: o.trackingNumber,
      timeline: history
        .filter((h) => h.orderId === o.id)
        .map((h) => ({ status: h.status, at: isoOrNull(h.createdAt), note: h.note })),
    }));
  },
  async erase(tx, email) {
    const mine = await tx
      .select({ id: orders.id, addressId: orders.shippingAddressId })
      .from(orders)
      .where(ofEmail(email))
      .for('update');
    const addressIds = mine.map((o) => o.addressId);
    await tx
      .update(shippingAddresses)
      .set({
        fullName: ERASED.name,
        email: ERASED.email,
        addressLine1: ERASED.text,
        addressLine2: null,
        city: ERASED.text,
        postalCode: ERASED.text,
      })
      .where(
        addressIds.length
          ? sql`${inArray(shippingAddresses.id, addressIds)} OR lower(${shippingAddresses.email}) = lower(${email})`
          : sql`lower(${shippingAddresses.email}) = lower(${email})`,
      );
    if (mine.length === 0) return 0;
    await tx
      .update(orders)
      .set({ email: ERASED.email, fullName: ERASED.name, updatedAt: new Date() })
      .where(
        inArray(
          orders.id,
          mine.map((o) => o.id),
        ),
      );
    return mine.length;
  },
};
