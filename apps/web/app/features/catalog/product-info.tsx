import { Link } from 'react-router';
import { Gift, MessageCircleHeart, RotateCcw, Truck } from 'lucide-react';
import { formatUsd, type Product } from '@seoul-glow/shared';
import { Badge } from '~/components/ui/badge';
import { RatingStars } from '~/components/ui/rating-stars';
import { SkinFitHint } from '~/components/product/skin-fit-hint';
import { categoryHref } from '~/lib/catalog/category-look';
import { PurchasePanel } from './purchase-panel';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';

/** The buying column: category, name, rating, price, description, purchase panel, store promises. */
export function ProductInfo({ product, categoryName }: { product: Product; categoryName: string | null }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {categoryName ? (
          <Link
            to={categoryHref(categoryName)}
            className="text-xs font-semibold tracking-[0.16em] text-blush-700 uppercase hover:underline"
          >
            {categoryName}
          </Link>
        ) : null}
        {product.isFeatured ? <Badge tone="gold">Featured</Badge> : null}
      </div>
      {product.brand ? <p className="mt-2 text-sm font-semibold text-ink-muted">{product.brand}</p> : null}
      <h1 className="mt-2 font-display text-3xl leading-tight tracking-tight text-ink sm:text-4xl">
        {product.name}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars average={product.averageRating} count={product.ratingCount} className="text-sm" />
        <a
          href="#reviews"
          className="text-sm font-semibold text-blush-700 underline-offset-4 hover:underline"
        >
          {product.ratingCount ? 'Read the reviews' : 'Reviews'}
        </a>
      </div>
      <SkinFitHint product={product} variant="page" className="mt-4" />
      <p className="mt-4 text-3xl font-semibold text-ink tabular-nums">{formatUsd(product.price)}</p>
      <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-ink-muted">
        {product.description}
      </p>

      <div className="mt-6">
        <PurchasePanel product={product} />
      </div>

      <ul className="mt-6 grid gap-2 rounded-2xl bg-blush-50/70 p-4 text-sm text-ink sm:grid-cols-3">
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-blush-700" /> {FREE_SHIPPING_TEXT}
        </li>
        <li className="flex items-center gap-2">
          <Gift aria-hidden="true" className="size-4 shrink-0 text-blush-700" /> Free Sample with every order
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-blush-700" /> 30-Day Returns
        </li>
      </ul>

      <button
        type="button"
        data-chat-trigger="product"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-blush-700 underline-offset-4 hover:underline"
      >
        <MessageCircleHeart aria-hidden="true" className="size-5" />
        Not sure it suits your skin? Ask the AI Beauty Expert
      </button>
    </>
  );
}
