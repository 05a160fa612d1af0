import { formatUsd } from '@seoul-glow/shared';
import { OrderTotals, summaryTotal } from '~/components/checkout/order-totals';
import { ProductImage } from '~/components/product/product-image';
import type { CartItem } from '~/lib/cart/cart-store';
import { isUnavailable, type CartQuoteState, type ShippingState } from '~/lib/cart/use-cart-quote';
import { shippingText } from '~/lib/cart/shipping-text';

/**
 * docs/product.md#screens-and-routes checkout order summary: lines with quantity and line total,
 * subtotal, the promo code's discount, shipping (not yet known, 'Not available', 'FREE' or the fee), total.
 */
export function CheckoutSummary({
  items,
  quote,
  shipping,
  country,
  children,
}: {
  items: CartItem[];
  quote: CartQuoteState;
  shipping: ShippingState;
  country: string;
  /** The promo code field, between the lines and the totals. */
  children?: React.ReactNode;
}) {
  const discount = shipping.promoCode ? shipping.discount : 0;
  const total = summaryTotal(quote.subtotal, discount, shipping.shippingFee);
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id="summary-title" className="font-display text-xl">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => {
          const line = quote.lines.get(item.productId);
          const name = line?.name ?? 'Loading...';
          return (
            <li key={item.productId} className="flex items-center gap-3 py-3">
              <div className="relative w-14 shrink-0">
                <div className="overflow-hidden rounded-lg bg-blush-50">
                  <ProductImage file={line?.image} alt={name} sizes="56px" />
                </div>
                <span className="absolute -top-2 -right-2 grid size-5 place-items-center rounded-full bg-ink text-[11px] font-semibold text-white">
                  {item.quantity}
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{name}</p>
                <p className="text-xs text-ink-muted">Qty {item.quantity}</p>
              </div>
              <p className="text-sm font-semibold tabular-nums">
                {line?.price != null && !isUnavailable(line) ? formatUsd(line.price * item.quantity) : '—'}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 space-y-4 border-t border-line pt-4">
        {children}
        <OrderTotals
          subtotal={quote.subtotal}
          discount={discount}
          promoCode={shipping.promoCode}
          shipping={shippingText(shipping, country, 'Not available')}
          total={total}
          testId="checkout"
        />
      </div>
    </section>
  );
}
