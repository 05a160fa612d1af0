import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { TIMINGS, formatUsd, type Product } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { RatingStars } from '~/components/ui/rating-stars';
import { addToCart } from '~/lib/cart/cart-store';
import { ProductImage } from '~/components/product/product-image';
import { requestOpenCart } from '~/lib/cart/cart-events';
import { removeFromWishlist } from '~/lib/wishlist/wishlist-store';

/** One saved product: image, name, category, price, stock, add to cart and remove. */
export function WishlistItem({ product }: { product: Product }) {
  const soldOut = product.stockQuantity <= 0;
  const categoryName = product.categoryName ?? product.category?.name ?? null;
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = () => {
    addToCart(product.id, 1, product.stockQuantity);
    requestOpenCart({ productId: product.id });
    setAdding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdding(false), TIMINGS.addingMs);
  };

  return (
    <li className="flex gap-4 rounded-card border border-line/70 bg-surface p-3 shadow-soft sm:p-4">
      <Link to={`/products/${product.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage
          file={product.images[0]}
          alt=""
          sizes="128px"
          className="size-24 rounded-xl sm:size-32"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        {categoryName ? (
          <p className="text-[11px] font-semibold tracking-[0.16em] text-blush-700 uppercase">
            {categoryName}
          </p>
        ) : null}
        <h2 className="mt-0.5 text-base leading-snug font-semibold text-ink">
          <Link to={`/products/${product.id}`} className="hover:text-blush-700">
            {product.name}
          </Link>
        </h2>
        <RatingStars average={product.averageRating} count={product.ratingCount} className="mt-1" />
        <p className="mt-1 font-semibold text-ink tabular-nums">{formatUsd(product.price)}</p>
        {soldOut ? <p className="text-sm font-medium text-red-700">Out of stock</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button onClick={add} disabled={soldOut || adding}>
            {soldOut ? (
              'Out of stock'
            ) : adding ? (
              'Adding...'
            ) : (
              <>
                <ShoppingBag aria-hidden="true" className="size-4" /> Add to Cart
              </>
            )}
          </Button>
          <Button variant="ghost" onClick={() => removeFromWishlist(product.id)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {product.name} from wishlist</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
