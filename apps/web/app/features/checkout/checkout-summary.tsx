import { formatUsd } from '@seoul-glow/shared';
import { ProductImage } from '~/components/product/product-image';
import type { CartItem } from '~/lib/cart/cart-store';
import type { CartQuoteState } from '~/lib/cart/use-cart-quote';
import type { ShippingState } from '~/lib/cart/use-shipping';

/** docs/product.md#screens-and-routes checkout order summary: lines with quantity and line total, subtotal, shipping or 'Not available', total. */
export function CheckoutSummary({
  items,
  quote,
  shipping,
}: {
  items: CartItem[];
  quote: CartQuoteState;
  shipping: ShippingState;
}) {
  const total = Math.round((quote.subtotal + shipping.shippingFee) * 100) / 100;
  const shippingText = shipping.loading
    ? '…'
    : !shipping.available
      ? 'Not available'
      : shipping.isFree
        ? 'FREE'
        : formatUsd(shipping.shippingFee);
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
                {line?.price != null ? formatUsd(line.price * item.quantity) : '—'}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatUsd(quote.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-muted">Shipping</dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-shipping">
            {shippingText}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-total">
            {formatUsd(total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
