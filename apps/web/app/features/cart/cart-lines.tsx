import { Link } from 'react-router';
import { formatUsd } from '@seoul-glow/shared';
import { ProductImage } from '~/components/product/product-image';
import type { CartItem } from '~/lib/cart/cart-store';
import { isUnavailable, problemText, type CartQuoteState } from '~/lib/cart/use-cart-quote';
import { LineQuantity } from './line-quantity';
import { RemoveLineButton } from './remove-line-button';

/** The cart page's lines (docs/product.md#screens-and-routes): image, name link, category, unit price, quantity, remove. */
export function CartLines({ items, quote }: { items: CartItem[]; quote: CartQuoteState }) {
  return (
    <ul
      className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft"
      aria-label="Cart items"
    >
      {items.map((item) => {
        const line = quote.lines.get(item.productId);
        const name = line?.name ?? (quote.loading ? 'Loading...' : 'Unavailable product');
        const note = problemText(line, item.quantity);
        const href = `/products/${item.productId}`;
        return (
          <li key={item.productId} className="flex gap-3 p-4 sm:gap-5 sm:p-5" data-testid="cart-line">
            <Link
              to={href}
              className="w-20 shrink-0 self-start overflow-hidden rounded-xl bg-blush-50 sm:w-28"
            >
              <ProductImage file={line?.image} alt={name} sizes="112px" />
            </Link>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-[11px] font-semibold tracking-[0.16em] text-blush-700 uppercase">
                    {line?.categoryName ?? 'Uncategorized'}
                  </p>
                  <Link to={href} className="font-semibold text-ink hover:text-blush-700">
                    {name}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {line?.price != null ? `${formatUsd(line.price)} each` : '—'}
                  </p>
                </div>
                <RemoveLineButton productId={item.productId} name={name} />
              </div>
              {note ? <p className="mt-1 text-sm font-medium text-red-700">{note}</p> : null}
              <div className="mt-3 flex items-center justify-between gap-4">
                <LineQuantity item={item} line={line} name={name} />
                <p className="font-semibold tabular-nums" data-testid="cart-line-total">
                  {line?.price != null && !isUnavailable(line) ? formatUsd(line.price * item.quantity) : '—'}
                </p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
