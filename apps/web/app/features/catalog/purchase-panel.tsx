import { useEffect, useId, useRef, useState } from 'react';
import { Check, Heart, ShoppingBag } from 'lucide-react';
import { TIMINGS, type Product } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { addToCart, quantityInCart } from '~/lib/cart/cart-store';
import { requestOpenCart } from '~/lib/cart/cart-events';
import { toggleWishlist, useWishlist } from '~/lib/wishlist/wishlist-store';
import { useTypedBeforeHydration } from '~/lib/use-typed-before-hydration';
import { parseQuantity } from './detail-fields';
import { NotifyMeForm } from './notify-me-form';
import { QuantityStepper } from './quantity-stepper';

/**
 * Quantity stepper, add to cart ('✓ Added to Cart!' for 2 s) and the wishlist toggle
 * (docs/product.md#screens-and-routes). The quantity never passes the stock shown, nor does the
 * cart: with some already in it, only what is left is added, and the shopper is told.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const soldOut = product.stockQuantity <= 0;
  const max = Math.max(1, Math.min(999, product.stockQuantity));
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState('1');
  const [added, setAdded] = useState(0);
  const [limit, setLimit] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const quantityId = useId();
  const saved = useWishlist().includes(product.id);

  const set = (n: number) => {
    setQuantity(n);
    setDraft(String(n));
    setLimit(null);
  };
  const onType = (value: string) => {
    setDraft(value);
    // docs/product.md#validation: only integers of at least 1; invalid input is ignored (the last valid one stays).
    const n = parseQuantity(value);
    if (n === null) return;
    setQuantity(Math.min(n, max));
    setLimit(n > max ? `Only ${max} in stock.` : null);
  };
  const quantityRef = useTypedBeforeHydration(onType);

  const add = () => {
    if (soldOut) return;
    const inCart = quantityInCart(product.id);
    const count = addToCart(product.id, quantity, max);
    if (count < quantity) {
      setLimit(
        count === 0
          ? `Your cart already holds all ${max} in stock.`
          : `Only ${max} in stock: ${count} added, ${inCart + count} now in your cart.`,
      );
    }
    if (count === 0) return;
    requestOpenCart({ productId: product.id });
    setAdded(count);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(0), TIMINGS.addedMs);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-medium text-ink">
            Quantity
          </label>
          <QuantityStepper
            id={quantityId}
            draft={draft}
            quantity={quantity}
            max={max}
            disabled={soldOut}
            inputRef={quantityRef}
            onStep={set}
            onType={onType}
            onBlur={() => setDraft(String(quantity))}
          />
        </div>
        <Button
          size="lg"
          onClick={add}
          disabled={soldOut}
          className={cn('h-12! min-w-52 flex-1', added > 0 && 'bg-sage-700! hover:bg-sage-700!')}
        >
          {soldOut ? (
            'Out of Stock'
          ) : added > 0 ? (
            '✓ Added to Cart!'
          ) : (
            <>
              <ShoppingBag aria-hidden="true" className="size-5" />
              Add to Cart
            </>
          )}
        </Button>
        <button
          type="button"
          aria-pressed={saved}
          onClick={() => toggleWishlist(product.id)}
          aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
          className="grid size-12 place-items-center rounded-full border border-line bg-surface text-ink transition-colors hover:text-blush-600 aria-pressed:border-blush-300 aria-pressed:text-blush-600"
        >
          <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
        </button>
      </div>
      <p role="status" className="sr-only">
        {added > 0 ? `${added} × ${product.name} added to cart` : ''}
      </p>
      <p id={`${quantityId}-limit`} role="status" className="text-sm font-medium text-blush-700 empty:hidden">
        {limit ?? ''}
      </p>
      <StockNote stock={product.stockQuantity} />
      {soldOut ? <NotifyMeForm productId={product.id} /> : null}
    </div>
  );
}

function StockNote({ stock }: { stock: number }) {
  if (stock <= 0) {
    return (
      <p className="text-sm font-semibold text-red-700">
        Out of stock: this product cannot be added right now.
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-sage-700">
      <Check aria-hidden="true" className="size-4" />
      {stock <= 5 ? `In stock: only ${stock} left` : 'In stock, ships in 1-2 business days'}
    </p>
  );
}
