import {
  CONCERN_LABELS,
  FREE_FROM_LABELS,
  PRODUCT_TYPE_LABELS,
  SKIN_TYPE_LABELS,
  ownEntry,
  type SearchFacets,
} from '@seoul-glow/shared';
import type { FilterLabels, ListFilters } from './list-filters';

/**
 * What a shopper reads for each filter value the page shows, looked up in the route's loader so
 * the taxonomy's label tables stay out of the page's JavaScript (the first-visit budget): keys are
 * `name:value`; free-from values have the filter's word (`freeFrom:fragrance` "Fragrance") and the
 * claim (`claim:fragrance` "Fragrance-free").
 */
export function valueLabel(name: string, value: string): string {
  switch (name) {
    case 'skinType':
      return `${ownEntry(SKIN_TYPE_LABELS, value) ?? value} skin`;
    case 'concern':
      return ownEntry(CONCERN_LABELS, value) ?? value;
    case 'freeFrom':
      return ownEntry(FREE_FROM_LABELS, value)?.label ?? value;
    case 'claim':
      return ownEntry(FREE_FROM_LABELS, value)?.badge ?? `${value}-free`;
    case 'productType':
      return ownEntry(PRODUCT_TYPE_LABELS, value) ?? value;
    default:
      return value;
  }
}

/** Labels of every value offered and chosen on the product list. */
export function listLabels(
  facets: SearchFacets,
  filters: ListFilters,
  ingredientNames: Record<string, string>,
): FilterLabels {
  const labels: FilterLabels = {};
  const add = (name: string, value: string) => (labels[`${name}:${value}`] = valueLabel(name, value));
  for (const name of ['skinType', 'concern', 'productType', 'freeFrom'] as const) {
    for (const f of facets[name]) add(name, f.value);
  }
  for (const v of filters.skinType) add('skinType', v);
  for (const v of filters.concern) add('concern', v);
  for (const v of filters.freeFrom) add('claim', v);
  if (filters.productType) add('productType', filters.productType);
  for (const [id, name] of Object.entries(ingredientNames)) labels[`ingredient:${id}`] = `With ${name}`;
  return labels;
}
