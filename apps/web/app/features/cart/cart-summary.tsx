import { Link } from 'react-router';
import { Lock, RotateCcw } from 'lucide-react';
import { MESSAGES, formatUsd } from '@seoul-glow/shared';
import { OrderTotals, summaryTotal } from '~/components/checkout/order-totals';
import { PromoCodeField } from '~/components/checkout/promo-code-field';
import { ButtonLink } from '~/components/ui/button';
import { FieldError, Select } from '~/components/ui/field';
import type { CartItem } from '~/lib/cart/cart-store';
import { shippingText } from '~/lib/cart/shipping-text';
import type { ShippingState } from '~/lib/cart/use-cart-quote';
import { FREE_SHIPPING_THRESHOLD } from '~/lib/free-shipping';

/**
 * docs/product.md#screens-and-routes cart summary: the country shipped to (carried to checkout),
 * the promo code, subtotal, discount, shipping ('N/A' when there is no fee, 'FREE' when free) and total.
 */
export function CartSummary({
  items,
  subtotal,
  shipping,
  countries,
  country,
  onCountry,
  blocked,
}: {
  items: CartItem[];
  subtotal: number;
  shipping: ShippingState;
  countries: string[];
  country: string;
  onCountry: (c: string) => void;
  blocked: boolean;
}) {
  const discount = shipping.promoCode ? shipping.discount : 0;
  const total = summaryTotal(subtotal, discount, shipping.shippingFee);
  const toFree = FREE_SHIPPING_THRESHOLD - (subtotal - discount);
  const noShipping = Boolean(country) && !shipping.loading && !shipping.available;
  return (
    <aside className="space-y-5 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6 lg:sticky lg:top-28">
      <h2 className="font-display text-xl">Order Summary</h2>
      {countries.length ? (
        <div className="space-y-1.5">
          <label htmlFor="cart-country" className="block text-sm font-medium">
            Ship to
          </label>
          <Select id="cart-country" value={country} onChange={(e) => onCountry(e.target.value)}>
            <option value="" disabled>
              Select your country
            </option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
          {noShipping ? <FieldError>{MESSAGES.checkout.noShipping}</FieldError> : null}
        </div>
      ) : null}
      <PromoCodeField items={items} country={country} problem={shipping.promoError} />
      <OrderTotals
        subtotal={subtotal}
        discount={discount}
        promoCode={shipping.promoCode}
        shipping={shippingText(shipping, country, 'N/A')}
        total={total}
        testId="cart"
      />
      {subtotal > 0 && toFree > 0 && !(shipping.isFree && shipping.available) ? (
        <p className="rounded-xl bg-sage-50 px-3 py-2 text-sm text-sage-700">
          Add {formatUsd(toFree)} more for free shipping.
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
