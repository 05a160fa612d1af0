import { Link } from 'react-router';
import { formatUsd, type SimilarProduct } from '@seoul-glow/shared';
import { ProductImage } from '~/components/product/product-image';

/** What a card of the section shows, and all the page sends of these products. */
export type SimilarCard = Pick<
  SimilarProduct,
  'id' | 'name' | 'brand' | 'price' | 'image' | 'sharedIngredients'
>;

export function toSimilarCard(p: SimilarProduct): SimilarCard {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    price: p.price,
    image: p.image,
    sharedIngredients: p.sharedIngredients,
  };
}

/** "Shares niacinamide and centella asiatica (cica)": the key ingredients both are built around. */
export function sharesText(names: readonly string[]): string {
  const lower = names.map((n) => n.charAt(0).toLowerCase() + n.slice(1));
  const list =
    lower.length <= 1 ? (lower[0] ?? '') : `${lower.slice(0, -1).join(', ')} and ${lower[lower.length - 1]}`;
  return `Shares ${list}`;
}

/**
 * Up to three cheaper products of the same type with the most similar formulas
 * (docs/product.md#similar-formulas-for-less), rendered with the page: plain links, no script.
 */
export function SimilarFormulas({ products }: { products: SimilarCard[] }) {
  if (!products.length) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-16 sm:mt-20">
      <h2 id="similar-title" className="font-display text-3xl tracking-tight text-ink">
        Similar formulas for less
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-sm text-ink-muted">
        Same kind of product, built around the same key ingredients, for a lower price. Not the same formula:
        compare the full ingredient lists.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {products.map((p) => (
          <li key={p.id} className="grid">
            <article className="group relative flex gap-4 rounded-card border border-line/70 bg-surface p-3 shadow-soft transition-shadow hover:shadow-lift sm:flex-col sm:p-0">
              <div className="w-24 shrink-0 self-start overflow-hidden rounded-xl bg-blush-50 sm:w-full sm:self-auto sm:rounded-none sm:rounded-t-card">
                <ProductImage
                  file={p.image}
                  alt={p.name}
                  sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 96px"
                  className="w-full"
                />
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
                <p className="text-[11px] font-semibold tracking-[0.16em] text-blush-700 uppercase">
                  {p.brand}
                </p>
                <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-ink sm:text-[15px]">
                  <Link
                    to={`/products/${p.id}`}
                    className="before:absolute before:inset-0 before:rounded-card hover:text-blush-700"
                  >
                    {p.name}
                  </Link>
                </h3>
                <p className="text-sm text-ink-muted">{sharesText(p.sharedIngredients)}</p>
                <p className="mt-auto pt-1 text-base font-semibold text-ink tabular-nums">
                  {formatUsd(p.price)}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
