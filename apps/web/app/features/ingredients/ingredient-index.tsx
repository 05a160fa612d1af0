import { Link } from 'react-router';
import type { IngredientSummary } from './ingredient-data';
import { KIND_LABELS, KIND_ORDER } from './kind-labels';

/**
 * Every glossary ingredient, grouped by family, A to Z within each: a jump list of the families,
 * then each family's ingredients with what they do (docs/product.md#screens-and-routes).
 */
export function IngredientIndex({ ingredients }: { ingredients: IngredientSummary[] }) {
  const groups = KIND_ORDER.map((kind) => ({
    kind,
    items: ingredients.filter((i) => i.kind === kind),
  })).filter((g) => g.items.length > 0);
  return (
    <>
      <nav aria-label="Ingredient families" className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 sm:flex-wrap">
          {groups.map((g) => (
            <li key={g.kind} className="shrink-0">
              <a
                href={`#${g.kind}`}
                className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-blush-300 hover:bg-blush-50"
              >
                {KIND_LABELS[g.kind]} <span className="ml-1.5 text-ink-muted">{g.items.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.kind} id={g.kind} aria-labelledby={`${g.kind}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${g.kind}-title`} className="font-display text-2xl text-ink">
            {KIND_LABELS[g.kind]}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {g.items.map((i) => (
              <li key={i.slug}>
                <Link
                  to={`/ingredients/${i.slug}`}
                  className="block h-full rounded-2xl border border-line/70 bg-surface p-4 shadow-soft transition-shadow hover:shadow-lift"
                >
                  <span className="font-semibold text-ink">{i.name}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{i.purpose}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
