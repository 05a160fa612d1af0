import type { QuotedLine } from '@seoul-glow/shared';
import { setCartQuantity, type CartItem } from '~/lib/cart/cart-store';
import { isUnavailable, maxQuantity } from '~/lib/cart/use-cart-quote';
import { QuantityControl } from './quantity-control';

/**
 * A cart line's quantity, in the sidebar and on the cart page: a stepper between 1 and the stock
 * shown, or, for a line that is gone or sold out, no controls at all (docs/product.md#checkout).
 */
export function LineQuantity({
  item,
  line,
  name,
  size,
}: {
  item: CartItem;
  line: QuotedLine | undefined;
  name: string;
  size?: 'sm' | 'md';
}) {
  if (isUnavailable(line)) {
    return (
      <span className="inline-flex h-9 items-center rounded-full bg-canvas px-3 text-xs font-semibold text-ink-muted ring-1 ring-line">
        {line?.problem === 'missing' ? 'No longer available' : 'Sold out'}
      </span>
    );
  }
  const max = maxQuantity(line);
  return (
    <QuantityControl
      size={size}
      name={name}
      quantity={item.quantity}
      max={Math.max(max, 1)}
      onChange={(q) => setCartQuantity(item.productId, Math.min(max, Math.max(1, q)))}
    />
  );
}
