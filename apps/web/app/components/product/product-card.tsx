import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Heart, ShoppingBag } from 'lucide-react';
import { TIMINGS, formatUsd, type Product } from '@seoul-glow/shared';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { RatingStars } from '~/components/ui/rating-stars';
import { addToCart } from '~/lib/cart/cart-store';
import { requestOpenCart } from '~/lib/cart/cart-events';
import { toggleWishlist, useWishlist } from '~/lib/wishlist/wishlist-store';
import { ProductImage } from './product-image';
import { SkinFitHint } from './skin-fit-hint';

export interface ProductCardProps {
  product: Product;
  /** Load the image eagerly with high priority (the first card above the fold). */
  priority?: boolean;
  /** The image's `sizes`; the default fits a 2 / 3 / 4-column grid. */
  sizes?: string;
  /** Heading level of the product name, to fit the page outline. */
  headingLevel?: 'h2' | 'h3';
}

const DEFAULT_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw';

/** The product tile of the store: image, category, name, rating, price, wishlist and add to cart. */
export function ProductCard({
  product,
  priority = false,
  sizes = DEFAULT_SIZES,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const href = `/products/${product.id}`;
  const categoryName = product.categoryName ?? product.category?.name ?? null;
  const soldOut = product.stockQuantity <= 0;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line/70 bg-surface shadow-soft transition-shadow duration-300 hover:shadow-lift">
      <div className="relative overflow-hidden bg-blush-50">
        <ProductImage
          file={product.images[0]}
          alt={product.name}
          sizes={sizes}
          priority={priority}
          className={cn(
            'w-full transition-transform duration-500 group-hover:scale-[1.04]',
            soldOut && 'opacity-70',
          )}
        />
        {soldOut ? (
          <Badge tone="neutral" className="absolute top-3 left-3 bg-surface/95">
            Out of stock
          </Badge>
        ) : null}
        <WishlistToggle productId={product.id} name={product.name} />
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3.5 sm:p-4">
        {categoryName ? (
          <p className="text-[11px] font-semibold tracking-[0.16em] text-blush-700 uppercase">
            {categoryName}
          </p>
        ) : null}
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-pretty text-ink sm:text-[15px]">
          {/* Stretched link: the whole card opens the product; the buttons sit above it. */}
          <Link
            to={href}
            className="before:absolute before:inset-0 before:z-0 before:rounded-card hover:text-blush-700"
          >
            {product.name}
          </Link>
        </Heading>
        <RatingStars average={product.averageRating} count={product.ratingCount} />
        <SkinFitHint product={product} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-base font-semibold text-ink tabular-nums">{formatUsd(product.price)}</p>
        </div>
        <AddToCartButton product={product} soldOut={soldOut} />
      </div>
    </article>
  );
}

function WishlistToggle({ productId, name }: { productId: number; name: string }) {
  const saved = useWishlist().includes(productId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name} to wishlist`}
      onClick={() => toggleWishlist(productId)}
      className="absolute top-2 right-2 z-10 grid size-11 place-items-center rounded-full bg-surface/90 text-ink shadow-soft backdrop-blur transition-colors hover:text-blush-600 aria-pressed:text-blush-600"
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-transform active:scale-90', saved && 'fill-current')}
        strokeWidth={1.75}
      />
    </button>
  );
}

/** docs/product.md#screens-and-routes: the button reads 'Adding...' for 500 ms after a click. */
function AddToCartButton({ product, soldOut }: { product: Product; soldOut: boolean }) {
  const [adding, setAdding] = useState(false);
  const [announce, setAnnounce] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = () => {
    setAdding(true);
    // Never past the stock the card shows (docs/product.md#checkout).
    addToCart(product.id, 1, product.stockQuantity);
    // docs/product.md#how-things-change: adding opens the cart sidebar (when one is listening).
    requestOpenCart({ productId: product.id });
    setAnnounce(`${product.name} added to cart`);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdding(false), TIMINGS.addingMs);
  };

  return (
    <>
      {/* data-keep-clear: the assistant's floating button steps aside rather than cover it. */}
      <button
        type="button"
        data-keep-clear
        onClick={add}
        disabled={soldOut || adding}
        className={cn(
          'relative z-10 mt-2 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors',
          soldOut
            ? 'cursor-not-allowed bg-canvas text-ink-muted ring-1 ring-line'
            : 'bg-ink text-white hover:bg-blush-700 disabled:bg-blush-700',
        )}
      >
        {soldOut ? (
          'Out of stock'
        ) : adding ? (
          'Adding...'
        ) : (
          <>
            <ShoppingBag aria-hidden="true" className="size-4" strokeWidth={2} />
            Add to Cart
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {announce}
      </span>
    </>
  );
}
