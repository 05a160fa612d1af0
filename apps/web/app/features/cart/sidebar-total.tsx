import { formatUsd } from '@seoul-glow/shared';
import type { CartItem } from '~/lib/cart/cart-store';
import { usePromoCode, useShipCountry } from '~/lib/cart/checkout-choices';
import { useShippingFee } from '~/lib/cart/use-shipping';

/**
 * The drawer's total: the lines' subtotal less the applied promo code's discount (asked of the
 * server with the cart's country, docs/product.md#checkout); shipping comes at checkout.
 */
export function SidebarTotal({ items, subtotal }: { items: CartItem[]; subtotal: number }) {
  const code = usePromoCode();
  const country = useShipCountry() ?? '';
  const priced = useShippingFee(code ? items : [], country, code);
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
