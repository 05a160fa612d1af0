import { Link } from 'react-router';
import { AlertCircle, Ban, Droplets, UserRound } from 'lucide-react';
import type { Product } from '@seoul-glow/shared';
import { ProductCard } from '~/components/product/product-card';
import type { IngredientDetail } from './ingredient-data';
import { KIND_LABELS } from './kind-labels';

/**
 * One ingredient (docs/product.md#screens-and-routes): what it does, whom it suits, what to know,
 * the names labels print it under, the claims a product with it cannot make, and the store's
 * products that contain it. Cosmetic wording only, as the glossary writes it.
 */
export function IngredientArticle({
  ingredient: i,
  products,
  total,
}: {
  ingredient: IngredientDetail;
  products: Product[];
  total: number;
}) {
  const facts = [
    { icon: Droplets, title: 'What it does', text: i.purpose },
    { icon: UserRound, title: 'Who it suits', text: i.suits },
    ...(i.caution ? [{ icon: AlertCircle, title: 'Good to know', text: i.caution }] : []),
  ];
  return (
    <>
      <dl className="grid gap-3 md:grid-cols-3">
        {facts.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-line/70 bg-surface p-5 shadow-soft">
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <Icon aria-hidden="true" className="size-5 text-blush-700" /> {title}
            </dt>
            <dd className="mt-2 text-[15px] leading-relaxed text-ink-muted">{text}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-3 text-sm text-ink md:grid-cols-2">
        <p>
          <span className="font-semibold">On labels as: </span>
          {[...i.inci, ...i.aliases].join(', ')}
        </p>
        {i.breaks.length ? (
          <p className="flex items-start gap-2">
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            <span>
              <span className="font-semibold">A product with it is never: </span>
              {i.breaks.join(', ')}
            </span>
          </p>
        ) : null}
      </div>

      <section aria-labelledby="with-title" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="with-title" className="font-display text-2xl text-ink">
            Products with {i.name}
          </h2>
          {total > products.length ? (
            <Link
              to={`/products?ingredient=${encodeURIComponent(i.slug)}`}
              className="text-sm font-semibold text-blush-700 underline underline-offset-4"
            >
              See all {total} products
            </Link>
          ) : null}
        </div>
        {products.length ? (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
            {products.map((p) => (
              <li key={p.id} className="grid">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-muted">None of our products contains it right now.</p>
        )}
      </section>

      {i.related.length ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="font-display text-2xl text-ink">
            More {KIND_LABELS[i.kind].toLowerCase()}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {i.related.map((r) => (
              <li key={r.slug}>
                <Link
                  to={`/ingredients/${r.slug}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-blush-300 hover:bg-blush-50"
                >
                  {r.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
