import { CreditCard, MapPin } from 'lucide-react';
import type { OrderDetail } from '@seoul-glow/shared';
import { card } from './order-sections';

/*
 * The order's personal cards: shown only to its owner (by email or signed link); seen by its id
 * alone, the email proof takes their place (docs/product.md#security).
 */

function brandName(brand: string | null | undefined): string {
  if (!brand) return '';
  return (
    { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }[brand] ?? brand
  );
}

/** Where the order ships. */
export function OrderAddress({ order }: { order: OrderDetail }) {
  const a = order.shippingAddress;
  if (!a) return null;
  return (
    <section aria-labelledby="address-title" className={card}>
      <h2 id="address-title" className="flex items-center gap-2 font-display text-xl">
        <MapPin aria-hidden="true" className="size-5 text-blush-600" /> Shipping Address
      </h2>
      <address className="mt-3 text-sm leading-relaxed not-italic">
        <span className="font-semibold">{a.fullName}</span>
        <br />
        {a.addressLine1}
        {a.addressLine2 ? (
          <>
            <br />
            {a.addressLine2}
          </>
        ) : null}
        <br />
        {a.city}, {a.state} {a.postalCode}
        <br />
        {a.country}
        <br />
        <span className="text-ink-muted">{a.email}</span>
      </address>
    </section>
  );
}

/** The payment method ('Credit Card' when none is recorded) and the card's brand and last 4. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="payment-title" className={card}>
      <h2 id="payment-title" className="flex items-center gap-2 font-display text-xl">
        <CreditCard aria-hidden="true" className="size-5 text-blush-600" /> Payment Method
      </h2>
      <p className="mt-3 text-sm">{order.paymentMethod || 'Credit Card'}</p>
      {order.cardLast4 ? (
        <p className="text-sm text-ink-muted">
          {brandName(order.cardBrand)} ending in {order.cardLast4}
        </p>
      ) : null}
    </section>
  );
}
