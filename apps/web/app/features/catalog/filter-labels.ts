import {
  CONCERN_LABELS,
  FREE_FROM_LABELS,
  PRODUCT_TYPE_LABELS,
  SKIN_TYPE_LABELS,
  type Concern,
  type FreeFrom,
  type ProductType,
  type SearchFacets,
  type SkinType,
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
      return `${SKIN_TYPE_LABELS[value as SkinType] ?? value} skin`;
    case 'concern':
      return CONCERN_LABELS[value as Concern] ?? value;
    case 'freeFrom':
      return FREE_FROM_LABELS[value as FreeFrom]?.label ?? value;
    case 'claim':
      return FREE_FROM_LABELS[value as FreeFrom]?.badge ?? `${value}-free`;
    case 'productType':
      return PRODUCT_TYPE_LABELS[value as ProductType] ?? value;
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
