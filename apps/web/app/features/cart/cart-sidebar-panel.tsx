import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { CloseButton } from '~/components/ui/close-button';
import { formatUsd } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { ProductImage } from '~/components/product/product-image';
import { lastAddedProductId, useCartItems } from '~/lib/cart/cart-store';
import { usePromoCode, useShipCountry } from '~/lib/cart/checkout-choices';
import { LineQuantity } from './line-quantity';
import { SidebarTotal } from './sidebar-total';
import { isUnavailable, problemText, useCartQuote } from '~/lib/cart/use-cart-quote';
import { RemoveLineButton } from './remove-line-button';
import { FREE_SHIPPING_OVER } from '~/lib/free-shipping';

/** The cart drawer's content, loaded the first time the drawer opens (cart-sidebar.tsx). */
export function SidebarPanel({ onClose }: { onClose: () => void }) {
  const items = useCartItems();
  const code = usePromoCode();
  const quote = useCartQuote(items, useShipCountry() ?? '', code);
  const highlighted = lastAddedProductId();
  const blocked = items.some((i) => problemText(quote.lines.get(i.productId), i.quantity));

  return (
    <div className="flex h-full flex-col bg-surface shadow-lift">
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id="cart-sidebar-title" className="font-display text-xl">
          Shopping Cart
        </h2>
        <CloseButton label="Close cart" onClick={onClose} />
      </div>

      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-blush-50 text-blush-600">
            <ShoppingBag aria-hidden="true" className="size-6" />
          </span>
          <p className="font-display text-lg">Your cart is empty</p>
          <ButtonLink to="/products" variant="secondary" onClick={onClose}>
            Shop products
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label="Cart items">
            {items.map((item) => {
              const line = quote.lines.get(item.productId);
              const name = line?.name ?? (quote.loading ? 'Loading...' : 'Unavailable product');
              const note = problemText(line, item.quantity);
              return (
                <li
                  key={item.productId}
                  className={cn('flex gap-3 py-4', highlighted === item.productId && 'animate-pop-in')}
                >
                  <Link
                    to={`/products/${item.productId}`}
                    className="w-20 shrink-0 self-start overflow-hidden rounded-xl bg-blush-50"
                  >
                    <ProductImage file={line?.image} alt={name} sizes="80px" />
                  </Link>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <Link
                          to={`/products/${item.productId}`}
                          className="line-clamp-2 text-sm font-semibold hover:text-blush-700"
                        >
                          {name}
                        </Link>
                        <p className="text-sm text-ink-muted">
                          {line?.price != null && !isUnavailable(line) ? formatUsd(line.price) : '—'}
                        </p>
                      </div>
                      <RemoveLineButton productId={item.productId} name={name} />
                    </div>
                    {note ? <p className="mt-1 text-xs font-medium text-red-700">{note}</p> : null}
                    <div className="mt-2">
                      <LineQuantity size="sm" item={item} line={line} name={name} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="space-y-3 border-t border-line px-5 py-4">
            <SidebarTotal code={code} subtotal={quote.subtotal} priced={quote.shipping} />
            <p className="text-xs text-ink-muted">
              {`Shipping is calculated at checkout. Free on orders over ${FREE_SHIPPING_OVER}.`}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to="/cart" variant="secondary" onClick={onClose}>
                View Cart
              </ButtonLink>
              <ButtonLink
                to="/checkout"
                onClick={onClose}
                aria-disabled={blocked || undefined}
                tabIndex={blocked ? -1 : undefined}
              >
                Checkout
              </ButtonLink>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
