import { formatUsd } from '@seoul-glow/shared';
import type { ShippingState } from '~/lib/cart/use-cart-quote';

/**
 * The drawer's total: the lines' subtotal less the applied promo code's discount (the cart quote
 * asked with the code and the cart's country, docs/product.md#checkout); shipping comes at checkout.
 */
export function SidebarTotal({
  code,
  subtotal,
  priced,
}: {
  code: string | null;
  subtotal: number;
  priced: ShippingState;
}) {
  const discount = code && priced.promoCode === code ? priced.discount : 0;
  return (
    <dl className="space-y-1">
      {discount > 0 ? (
        <div className="flex items-center justify-between text-sm text-sage-700">
          <dt>Discount ({code})</dt>
          <dd className="tabular-nums" data-testid="cart-sidebar-discount">
            −{formatUsd(discount)}
          </dd>
        </div>
      ) : null}
      <div className="flex items-center justify-between text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="cart-sidebar-total">{formatUsd(Math.round((subtotal - discount) * 100) / 100)}</dd>
      </div>
    </dl>
  );
}
