import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Check, ShoppingBag } from 'lucide-react';
import { TIMINGS, formatUsd, productImageUrl, type ProductSummary } from '@seoul-glow/shared';
import { addToCart } from '~/lib/cart/cart-store';
import { requestOpenCart } from '~/lib/cart/cart-events';

/** A recommended product inside an answer: image, name (link), price and add to cart. */
export function ChatProductCard({
  product,
  onNavigate,
}: {
  product: ProductSummary;
  onNavigate: () => void;
}) {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const href = `/products/${product.id}`;

  const add = () => {
    addToCart(product.id);
    requestOpenCart({ productId: product.id });
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS.addedMs);
  };

  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line/80 bg-surface p-2 shadow-soft">
      <Link to={href} onClick={onNavigate} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img
            src={productImageUrl(product.image, 320)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 rounded-xl bg-blush-50 object-cover"
          />
        ) : (
          <span className="block size-14 rounded-xl bg-gradient-to-br from-blush-50 to-peach-50" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        {product.categoryName ? (
          <p className="text-[10px] font-semibold tracking-[0.14em] text-blush-700 uppercase">
            {product.categoryName}
          </p>
        ) : null}
        <Link
          to={href}
          onClick={onNavigate}
          className="line-clamp-2 text-[13px] leading-snug font-semibold text-ink hover:text-blush-700"
        >
          {product.name}
        </Link>
        <p className="text-sm font-semibold text-ink tabular-nums">{formatUsd(product.price)}</p>
      </div>
      <button
        type="button"
        onClick={add}
        aria-label={added ? `${product.name} added to cart` : `Add ${product.name} to cart`}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-ink text-white transition-colors hover:bg-blush-700"
      >
        {added ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <ShoppingBag aria-hidden="true" className="size-4" />
        )}
      </button>
    </li>
  );
}
