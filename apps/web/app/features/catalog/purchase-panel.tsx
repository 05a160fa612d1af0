import { useEffect, useId, useRef, useState } from 'react';
import { Check, Heart, Minus, Plus, ShoppingBag } from 'lucide-react';
import { TIMINGS, type Product } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { addToCart } from '~/lib/cart/cart-store';
import { requestOpenCart } from '~/lib/cart/cart-events';
import { toggleWishlist, useWishlist } from '~/lib/wishlist/wishlist-store';
import { useTypedBeforeHydration } from '~/lib/use-typed-before-hydration';
import { parseQuantity } from './detail-fields';

/** Quantity stepper, add to cart ('✓ Added to Cart!' for 2 s) and the wishlist toggle (docs/product.md#screens-and-routes). */
export function PurchasePanel({ product }: { product: Product }) {
  const soldOut = product.stockQuantity <= 0;
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState('1');
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const quantityId = useId();
  const saved = useWishlist().includes(product.id);

  const set = (n: number) => {
    setQuantity(n);
    setDraft(String(n));
  };
  const onType = (value: string) => {
    setDraft(value);
    // docs/product.md#validation: only integers of at least 1; invalid input is ignored (the last valid one stays).
    const n = parseQuantity(value);
    if (n !== null) setQuantity(n);
  };
  const quantityRef = useTypedBeforeHydration(onType);

  const add = () => {
    if (soldOut) return;
    addToCart(product.id, quantity);
    requestOpenCart({ productId: product.id });
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS.addedMs);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-medium text-ink">
            Quantity
          </label>
          <div className="inline-flex h-12 items-center rounded-full border border-line bg-surface">
            <button
              type="button"
              onClick={() => set(Math.max(1, quantity - 1))}
              disabled={quantity <= 1 || soldOut}
              aria-label="Decrease quantity"
              className="grid size-12 place-items-center rounded-full text-ink hover:bg-blush-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <input
              ref={quantityRef}
              id={quantityId}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              value={draft}
              disabled={soldOut}
              onChange={(e) => onType(e.target.value)}
              onBlur={() => setDraft(String(quantity))}
              className="h-full w-12 bg-transparent text-center text-base font-semibold text-ink tabular-nums focus:outline-none"
            />
            <button
              type="button"
              onClick={() => set(quantity + 1)}
              disabled={soldOut}
              aria-label="Increase quantity"
              className="grid size-12 place-items-center rounded-full text-ink hover:bg-blush-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        <Button
          size="lg"
          onClick={add}
          disabled={soldOut}
          className={cn('h-12! min-w-52 flex-1', added && 'bg-sage-700! hover:bg-sage-700!')}
        >
          {soldOut ? (
            'Out of Stock'
          ) : added ? (
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
        {added ? `${quantity} × ${product.name} added to cart` : ''}
      </p>
      <StockNote stock={product.stockQuantity} />
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
