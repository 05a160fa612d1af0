import { CONCERNS, FREE_FROM, PRODUCT_TYPE_VALUES, SKIN_TYPES, STORE_NAME } from '@seoul-glow/shared';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';
import { withTwitterCard } from '~/lib/social-meta';
import { activeFilterCount, type ListFilters } from './list-filters';
import { listHref, type ListState } from './list-query';

/** What the product list's loader hands its meta: the list's state and how many products it found. */
export interface ListMetaData {
  state: ListState;
  filters: ListFilters;
  result: { total: number };
  origin: string;
}

/** The product list's title, description, canonical URL and social tags. */
export function listMeta({ state, origin, result, filters }: ListMetaData) {
  const heading = state.category || 'Shop All';
  const title = state.q
    ? `Search results for “${state.q}” | ${STORE_NAME}`
    : `${heading} — Korean Beauty${state.page > 1 ? ` (page ${state.page})` : ''} | ${STORE_NAME}`;
  const description = state.category
    ? `Shop ${result.total} authentic Korean ${state.category.toLowerCase()} products at ${STORE_NAME}. ${FREE_SHIPPING_TEXT} and a Free Sample with every order.`
    : `Browse ${result.total} authentic Korean skincare, makeup, haircare and fragrance products. ${FREE_SHIPPING_TEXT} and a Free Sample with every order.`;
  // Search results are not pages of their own: their canonical is the filtered list without q,
  // sort, price or stock (docs/product.md#screens-and-routes: canonical URLs without noise).
  const url = `${origin}${listHref({ category: state.category, ...canonicalFilters(filters), page: state.q ? 1 : state.page })}`;
  // Searches, lists narrowed by several filters and filtered lists that find nothing stay out of
  // search engines' indexes.
  const chosen = activeFilterCount(filters);
  const narrow = Boolean(state.q) || chosen > 2 || (result.total === 0 && chosen > 0);
  return withTwitterCard([
    ...(narrow ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: STORE_NAME },
  ]);
}

/**
 * The filters a canonical URL keeps: not price or stock, and of the skin types, concerns, free-from
 * claims and product types only the values the store knows (`?skinType=greasy` is the list itself).
 * One spelling per list: values in the store's own order, once (`freeFrom=alcohol,fragrance` and
 * `fragrance,alcohol` are one page), ingredients sorted and the brand in lower case, as search
 * reads them in any case.
 */
export function canonicalFilters(filters: ListFilters) {
  const { minPrice: _min, maxPrice: _max, inStock: _stock, ...lasting } = filters;
  const known = (values: readonly string[], list: readonly string[]) =>
    list.filter((v) => values.includes(v));
  return {
    ...lasting,
    brand: lasting.brand.trim().toLowerCase(),
    ingredient: [...new Set(lasting.ingredient.map((i) => i.trim().toLowerCase()))].sort(),
    skinType: known(lasting.skinType, SKIN_TYPES),
    concern: known(lasting.concern, CONCERNS),
    freeFrom: known(lasting.freeFrom, FREE_FROM),
    productType: known([lasting.productType], PRODUCT_TYPE_VALUES)[0] ?? '',
  };
}
