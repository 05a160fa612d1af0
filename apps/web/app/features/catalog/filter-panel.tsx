import { Link } from 'react-router';
import type { SearchFacets } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';
import { FacetGroup, type FacetOption } from './facet-group';
import {
  NO_FILTERS,
  labelOf,
  toggled,
  type FilterLabels,
  type ListFilters,
  type ListValueFilter,
} from './list-filters';
import { listHref, type ListState } from './list-query';
import { PriceFilter } from './price-filter';

export interface FilterPanelProps {
  state: ListState;
  filters: ListFilters;
  facets: SearchFacets;
  labels: FilterLabels;
}

/**
 * The product list's filters (docs/product.md#screens-and-routes): skin type, concern, product
 * type, free from, brand, price and availability, each value with the number of products it
 * leaves. Every choice is a link to the filtered list, page 1.
 */
export function FilterPanel({ state, filters, facets, labels }: FilterPanelProps) {
  const href = (next: ListFilters) => listHref({ ...state, ...next, page: 1 });
  const many = (
    name: ListValueFilter,
    facet: keyof SearchFacets,
    label = (v: string) => labelOf(labels, name, v),
  ) =>
    facets[facet].map((f): FacetOption => ({
      value: f.value,
      label: label(f.value),
      count: f.count,
      selected: filters[name].includes(f.value),
      href: href(toggled(filters, name, f.value)),
    }));
  const one = (name: 'productType' | 'brand', label: (v: string) => string) =>
    facets[name].map((f): FacetOption => {
      const selected = filters[name].toLowerCase() === f.value.toLowerCase();
      return {
        value: f.value,
        label: label(f.value),
        count: f.count,
        selected,
        href: href({ ...filters, [name]: selected ? '' : f.value }),
      };
    });

  return (
    <div>
      <FacetGroup title="Skin type" options={many('skinType', 'skinType')} />
      {/* The eight skin concerns first; eyes, hair and scalp fold under Show more. */}
      <FacetGroup title="Concern" options={many('concern', 'concern')} visible={8} />
      <FacetGroup
        title="Product type"
        options={one('productType', (v) => labelOf(labels, 'productType', v))}
        single
        visible={6}
      />
      <FacetGroup title="Free from" options={many('freeFrom', 'freeFrom')} />
      <FacetGroup title="Brand" options={one('brand', (v) => v)} single visible={6} />
      <section aria-label="Price" className="border-b border-line/70 py-4">
        <h3 className="mb-2 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">Price</h3>
        <PriceFilter state={state} filters={filters} />
      </section>
      <section aria-label="Availability" className="py-4">
        <Link
          to={href({ ...filters, inStock: !filters.inStock })}
          rel="nofollow"
          preventScrollReset
          aria-current={filters.inStock ? 'true' : undefined}
          className="flex min-h-10 items-center justify-between gap-3 rounded-xl px-2 text-sm font-medium text-ink hover:bg-blush-50"
        >
          In stock only
          <span
            aria-hidden="true"
            className={cn(
              'relative h-6 w-10 rounded-full transition-colors',
              filters.inStock ? 'bg-ink' : 'bg-line',
            )}
          >
            <span
              className={cn(
                'absolute top-1 size-4 rounded-full bg-white transition-[left]',
                filters.inStock ? 'left-5' : 'left-1',
              )}
            />
          </span>
          {filters.inStock ? <span className="sr-only">(on)</span> : null}
        </Link>
      </section>
    </div>
  );
}

/** The list with no beauty filter (text, category and sort kept): Clear Filters. */
export function clearedHref(state: ListState): string {
  return listHref({ q: state.q, category: state.category, sort: state.sort, ...NO_FILTERS, page: 1 });
}
