import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Input } from '~/components/ui/field';
import { adminCategoriesQuery, adminProductsQuery } from '~/lib/admin/admin-queries';
import { useDebounced } from '~/lib/use-debounced';
import type { FieldsProps } from './promotion-fields';

const chip =
  'inline-flex items-center gap-1 rounded-full bg-blush-50 px-3 py-1 text-xs font-semibold text-blush-700';

const toggle = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/**
 * Optionally limit the code to categories or products: it then takes off only those lines
 * (docs/product.md#checkout). Nothing ticked: every product.
 */
export function PromotionLimits({ form, set }: Omit<FieldsProps, 'errors'>) {
  const categories = useQuery(adminCategoriesQuery());
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const products = useQuery({
    ...adminProductsQuery({ q: q || undefined, page: 1, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const [names, setNames] = useState<Record<number, string>>({});
  const found = products.data?.items ?? [];
  const nameOf = (id: number) => names[id] ?? found.find((p) => p.id === id)?.name ?? `Product #${id}`;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">Limited to (optional)</legend>
      <div className="flex flex-wrap gap-2" aria-label="Categories">
        {(categories.data ?? []).map((c) => (
          <label
            key={c.id}
            className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm"
          >
            <input
              type="checkbox"
              className="size-4 accent-blush-600"
              checked={form.categoryIds.includes(c.id)}
              onChange={() => set('categoryIds', toggle(form.categoryIds, c.id))}
            />
            {c.name}
          </label>
        ))}
      </div>
      {form.productIds.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Products the code is limited to">
          {form.productIds.map((id) => (
            <li key={id} className={chip}>
              {nameOf(id)}
              <button
                type="button"
                aria-label={`Remove ${nameOf(id)}`}
                onClick={() => set('productIds', toggle(form.productIds, id))}
                className="grid size-5 place-items-center rounded-full hover:bg-blush-100"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        type="search"
        aria-label="Find products to limit the code to"
        placeholder="Find a product…"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {q ? (
        <ul className="max-h-40 space-y-1 overflow-y-auto rounded-xl border border-line p-2 text-sm">
          {found.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-canvas">
                <input
                  type="checkbox"
                  className="size-4 accent-blush-600"
                  checked={form.productIds.includes(p.id)}
                  onChange={() => {
                    setNames((n) => ({ ...n, [p.id]: p.name }));
                    set('productIds', toggle(form.productIds, p.id));
                  }}
                />
                {p.name}
              </label>
            </li>
          ))}
          {found.length === 0 && !products.isFetching ? (
            <li className="px-2 py-1 text-ink-muted">No products found</li>
          ) : null}
        </ul>
      ) : null}
    </fieldset>
  );
}
