import { Link } from 'react-router';
import { Gift, LifeBuoy } from 'lucide-react';
import { formatUsd, type OrderDetail } from '@seoul-glow/shared';
import { OrderTotals } from '~/components/checkout/order-totals';
import { ButtonLink } from '~/components/ui/button';

export const card = 'rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6';

/** The lines bought, each linking its product while it still exists. */
export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="items-title" className={card}>
      <h2 id="items-title" className="font-display text-xl">
        Items
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {order.items.map((item, i) => (
          <li key={`${item.productId}-${i}`} className="flex items-center gap-4 py-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-blush-50">
              {item.imgURL ? (
                <img
                  src={item.imgURL}
                  alt={item.name}
                  width={64}
                  height={64}
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              {item.productId ? (
                <Link to={`/products/${item.productId}`} className="font-semibold hover:text-blush-700">
                  {item.name}
                </Link>
              ) : (
                <p className="font-semibold">{item.name}</p>
              )}
              <p className="text-sm text-ink-muted">
                Qty {item.quantity} × {formatUsd(item.price)}
              </p>
            </div>
            <p className="font-semibold tabular-nums">{formatUsd(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Subtotal (the lines before any discount), the promo code's discount, shipping and total; and the
 * free sample packed with the order (docs/product.md#checkout).
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-summary-title" className={card}>
      <h2 id="order-summary-title" className="font-display text-xl">
        Order Summary
      </h2>
      <div className="mt-3">
        <OrderTotals
          subtotal={order.subtotal}
          discount={order.discount}
          promoCode={order.promoCode}
          shipping={order.shippingFee === 0 ? 'FREE' : formatUsd(order.shippingFee)}
          total={order.total}
          testId="order"
        />
      </div>
      {order.sample ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-xl bg-blush-50 px-3 py-2 text-sm"
          data-testid="order-sample"
        >
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blush-600" />
          <span>
            Free sample: <strong>{order.sample.name}</strong>
            {order.sample.surprise ? ' (our pick for you)' : ''}
          </span>
        </p>
      ) : null}
    </section>
  );
}

/** The 'Need Help?' card, opening the contact form with the order number filled in. */
export function OrderHelp({ order }: { order: OrderDetail }) {
  return (
    <section className={`${card} bg-blush-50/60`}>
      <h2 className="flex items-center gap-2 font-display text-xl">
        <LifeBuoy aria-hidden="true" className="size-5 text-blush-600" /> Questions about this order?
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Our team usually answers within 2-4 hours in business hours.
      </p>
      <ButtonLink
        to={`/contact?orderNumber=${encodeURIComponent(order.orderId)}`}
        variant="secondary"
        className="mt-4 w-full"
      >
        Need Help?
      </ButtonLink>
    </section>
  );
}
