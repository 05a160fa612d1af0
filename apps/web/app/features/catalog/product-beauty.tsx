import { Link } from 'react-router';
import { Leaf, Sparkles } from 'lucide-react';
import type { Product } from '@seoul-glow/shared';
import { IngredientList } from './ingredient-list';
import type { BeautyNotes } from './ingredient-notes';
import { labelOf } from './list-filters';
import { ProductFields } from './product-fields';
import { listHref } from './list-query';

const chip =
  'inline-flex min-h-9 items-center rounded-full border border-line bg-surface px-3.5 text-sm font-medium text-ink hover:border-blush-300 hover:bg-blush-50';

/**
 * What the product is for and made of (docs/product.md#screens-and-routes): Good for (skin types
 * and concerns, each a link to the list filtered by it), key ingredients first, free-from badges
 * derived from the label, size, how to use, and the full ingredient list explained.
 */
export function ProductBeauty({ product, notes: beauty }: { product: Product; notes: BeautyNotes }) {
  const { ingredients: notes, labels } = beauty;
  const keyNotes = product.keyIngredients.map((name) => notes.find((n) => n.name === name) ?? { name });
  const goodFor = product.skinTypes.length + product.concerns.length > 0;
  return (
    <section aria-labelledby="beauty-title" className="mt-8 space-y-6">
      <h2 id="beauty-title" className="sr-only">
        Skin fit and ingredients
      </h2>
      {goodFor ? (
        <div>
          <h3 className="mb-2 font-display text-xl text-ink">Good for</h3>
          <ul className="flex flex-wrap gap-2">
            {product.skinTypes.map((s) => (
              <li key={s}>
                <Link to={listHref({ skinType: [s] })} className={chip}>
                  {labelOf(labels, 'skinType', s)}
                </Link>
              </li>
            ))}
            {product.concerns.map((c) => (
              <li key={c}>
                <Link to={listHref({ concern: [c] })} className={chip}>
                  {labelOf(labels, 'concern', c)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {keyNotes.length ? (
        <div>
          <h3 className="mb-2 font-display text-xl text-ink">Key ingredients</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {keyNotes.map((n) => (
              <li key={n.name} className="rounded-2xl bg-blush-50/70 p-3.5">
                <p className="flex items-center gap-2 font-semibold text-ink">
                  <Sparkles aria-hidden="true" className="size-4 shrink-0 text-blush-700" />
                  {n.slug ? (
                    <Link to={`/ingredients/${n.slug}`} className="underline-offset-4 hover:underline">
                      {n.name}
                    </Link>
                  ) : (
                    n.name
                  )}
                </p>
                {n.purpose ? <p className="mt-1 text-sm text-ink-muted">{n.purpose}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {product.freeFrom.length ? (
        <ul aria-label="Free from" className="flex flex-wrap gap-2">
          {product.freeFrom.map((f) => (
            <li
              key={f}
              className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset"
            >
              <Leaf aria-hidden="true" className="size-3.5" />
              {labelOf(labels, 'claim', f)}
            </li>
          ))}
        </ul>
      ) : null}

      {/* Size and how to use read as the other details do (Read More past 150 characters). */}
      <ProductFields fields={{ size: product.size, how_to_use: product.howToUse }} />

      {notes.length ? (
        <details className="group rounded-2xl border border-line/70 bg-surface px-5 py-4" open>
          <summary className="cursor-pointer font-display text-xl text-ink">
            Full ingredient list <span className="text-base text-ink-muted">({notes.length})</span>
          </summary>
          <p className="mt-2 text-sm text-ink-muted">
            Tap or point at an underlined ingredient to see what it does.
          </p>
          <div className="mt-2">
            <IngredientList notes={notes} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
