import { Link } from 'react-router';
import { Lock, RotateCcw } from 'lucide-react';
import { formatUsd } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Select } from '~/components/ui/field';
import type { ShippingState } from '~/lib/cart/use-shipping';
import { FREE_SHIPPING_THRESHOLD } from '~/lib/free-shipping';

/** docs/product.md#screens-and-routes cart summary: subtotal, shipping ('N/A' when there is no fee, 'FREE' when free), total. */
export function shippingLabel(s: ShippingState, empty = 'N/A'): string {
  if (s.available && s.isFree) return 'FREE';
  return s.shippingFee > 0 ? formatUsd(s.shippingFee) : empty;
}

export function CartSummary({
  subtotal,
  shipping,
  countries,
  country,
  onCountry,
  blocked,
}: {
  subtotal: number;
  shipping: ShippingState;
  countries: string[];
  country: string;
  onCountry: (c: string) => void;
  blocked: boolean;
}) {
  const total = Math.round((subtotal + shipping.shippingFee) * 100) / 100;
  return (
    <aside className="space-y-5 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6 lg:sticky lg:top-28">
      <h2 className="font-display text-xl">Order Summary</h2>
      {countries.length ? (
        <div className="space-y-1.5">
          <label htmlFor="cart-country" className="block text-sm font-medium">
            Ship to
          </label>
          <Select id="cart-country" value={country} onChange={(e) => onCountry(e.target.value)}>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-subtotal">
            {formatUsd(subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-muted">Shipping</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-shipping">
            {shipping.loading ? '…' : shippingLabel(shipping)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-total">
            {formatUsd(total)}
          </dd>
        </div>
      </dl>
      {subtotal > 0 && subtotal < FREE_SHIPPING_THRESHOLD ? (
        <p className="rounded-xl bg-sage-50 px-3 py-2 text-sm text-sage-700">
          Add {formatUsd(FREE_SHIPPING_THRESHOLD - subtotal)} more for free shipping.
        </p>
      ) : null}
      <ButtonLink
        to="/checkout"
        size="lg"
        className="w-full"
        aria-disabled={blocked || undefined}
        tabIndex={blocked ? -1 : undefined}
      >
        Proceed to Checkout
      </ButtonLink>
      {blocked ? (
        <p className="text-sm font-medium text-red-700">Remove or adjust the flagged items to check out.</p>
      ) : null}
      <Link to="/products" className="block text-center text-sm font-semibold text-blush-700 hover:underline">
        Continue Shopping
      </Link>
      <ul className="space-y-2 border-t border-line pt-4 text-sm text-ink-muted">
        <li className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-4 text-sage-500" /> Secure checkout with SSL encryption
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4 text-sage-500" /> 30-day satisfaction guarantee
        </li>
      </ul>
    </aside>
  );
}
