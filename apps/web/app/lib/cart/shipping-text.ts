import { formatUsd } from '@seoul-glow/shared';
import type { ShippingState } from './use-cart-quote';

/** Until a country is chosen the fee cannot be known (docs/product.md#shipping). */
export const SHIPPING_NOT_KNOWN = 'Not yet known';

/**
 * A summary's shipping line (docs/product.md#screens-and-routes): not yet known without a country,
 * 'FREE' when the order ships free, the fee, or `unavailable` for a country with no shipping ('N/A'
 * on the cart page, 'Not available' at checkout).
 */
export function shippingText(s: ShippingState, country: string, unavailable: string): string {
  if (!country) return SHIPPING_NOT_KNOWN;
  if (s.loading) return '…';
  if (!s.available) return unavailable;
  if (s.isFree) return 'FREE';
  return s.shippingFee > 0 ? formatUsd(s.shippingFee) : unavailable;
}
