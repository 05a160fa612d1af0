import { formatUsd } from '@seoul-glow/shared';

/**
 * The product list's beauty filters as the URL carries them (docs/product.md#the-api): skin types,
 * concerns, free-from claims and ingredients are lists a product must satisfy every value of;
 * product type and brand one value each. Zod-free: the page's own code builds links with it.
 */
export interface ListFilters {
  skinType: string[];
  concern: string[];
  productType: string;
  ingredient: string[];
  freeFrom: string[];
  brand: string;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
}

export const NO_FILTERS: ListFilters = {
  skinType: [],
  concern: [],
  productType: '',
  ingredient: [],
  freeFrom: [],
  brand: '',
  inStock: false,
};

export type ListFilterName = keyof ListFilters;
export type ListValueFilter = 'skinType' | 'concern' | 'freeFrom' | 'ingredient';

/** Adds the filters to a list URL's parameters, in the one order canonical URLs use. */
export function appendFilters(params: URLSearchParams, filters: Partial<ListFilters>): void {
  if (filters.skinType?.length) params.set('skinType', filters.skinType.join(','));
  if (filters.concern?.length) params.set('concern', filters.concern.join(','));
  if (filters.productType) params.set('productType', filters.productType);
  if (filters.ingredient?.length) params.set('ingredient', filters.ingredient.join(','));
  if (filters.freeFrom?.length) params.set('freeFrom', filters.freeFrom.join(','));
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', '1');
}

/** The list with `value` added to a multi-value filter, or taken out when it is there. */
export function toggled(filters: ListFilters, name: ListValueFilter, value: string): ListFilters {
  const list = filters[name];
  return { ...filters, [name]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
}

export function activeFilterCount(f: ListFilters): number {
  return (
    f.skinType.length +
    f.concern.length +
    f.ingredient.length +
    f.freeFrom.length +
    (f.productType ? 1 : 0) +
    (f.brand ? 1 : 0) +
    (f.minPrice !== undefined || f.maxPrice !== undefined ? 1 : 0) +
    (f.inStock ? 1 : 0)
  );
}

/**
 * What a shopper reads for each filter value the page shows, by `name:value`, from the route's
 * loader (filter-labels.ts): the label tables stay on the server.
 */
export type FilterLabels = Record<string, string>;

export function labelOf(labels: FilterLabels, name: string, value: string): string {
  return labels[`${name}:${value}`] ?? value;
}

/** One active filter value, as a removable chip shows it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: ListFilters;
}

/** Every active filter value with the filters that remain when it is removed. */
export function activeFilters(f: ListFilters, labels: FilterLabels): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const lists: ListValueFilter[] = ['skinType', 'concern', 'freeFrom', 'ingredient'];
  for (const name of lists) {
    for (const value of f[name]) {
      const label = labelOf(labels, name === 'freeFrom' ? 'claim' : name, value);
      out.push({ key: `${name}:${value}`, label, without: toggled(f, name, value) });
    }
  }
  if (f.productType)
    out.push({
      key: 'productType',
      label: labelOf(labels, 'productType', f.productType),
      without: { ...f, productType: '' },
    });
  if (f.brand) out.push({ key: 'brand', label: f.brand, without: { ...f, brand: '' } });
  if (f.minPrice !== undefined || f.maxPrice !== undefined)
    out.push({
      key: 'price',
      label: priceLabel(f.minPrice, f.maxPrice),
      without: { ...f, minPrice: undefined, maxPrice: undefined },
    });
  if (f.inStock) out.push({ key: 'inStock', label: 'In stock', without: { ...f, inStock: false } });
  return out;
}

export function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatUsd(min)} – ${formatUsd(max)}`;
  if (min !== undefined) return `From ${formatUsd(min)}`;
  return `Up to ${formatUsd(max ?? 0)}`;
}
