import {
  SEARCH_SORTS,
  readCommaValues,
  readInStockFlag,
  searchQuerySchema,
  type SearchQuery,
  type SearchSort,
} from '@seoul-glow/shared';
import { appendFilters, type ListFilters } from './list-filters';
import { parseLenient } from '~/lib/lenient-query';

/**
 * The product list's state lives in the URL (docs/product.md#screens-and-routes: a link or a
 * reload keeps the filter); an over-long or odd parameter is cut or dropped, never a 500.
 */
export function readListQuery(params: URLSearchParams): SearchQuery {
  return parseLenient(searchQuerySchema, {
    q: params.get('q') ?? undefined,
    category: params.get('category') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: params.get('page') ?? undefined,
  });
}

/** The list's state: its text, category, sort and page, and the beauty filters (list-filters.ts). */
export interface ListState extends Partial<ListFilters> {
  q: string;
  category: string;
  sort: SearchSort;
  page: number;
}

/** `/products?…` with defaults left out, so the canonical form of each list is one URL. */
export function listHref(state: Partial<ListState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sort && state.sort !== 'featured') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  appendFilters(params, state);
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

/**
 * The list a pending navigation goes to, read back from its URL without the contract (zod stays
 * out of the page's scripts): the inverse of `listHref`. While the list loads, the page builds its
 * links from this, not from the list on screen, so a second filter chosen before the first has
 * loaded keeps the first. The loader's reading (`readListQuery`, `readListFilters`) replaces it
 * once the list arrives, so a value it would refuse shows for that moment only.
 */
export function pendingListState(search: string): ListState & ListFilters {
  const params = new URLSearchParams(search);
  const list = (name: string) => readCommaValues(params.get(name) ?? '');
  const price = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);
  };
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    sort: SEARCH_SORTS.find((s) => s === sort) ?? 'featured',
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
    skinType: list('skinType'),
    concern: list('concern'),
    productType: params.get('productType') ?? '',
    ingredient: list('ingredient'),
    freeFrom: list('freeFrom'),
    brand: params.get('brand') ?? '',
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: readInStockFlag(params.get('inStock') ?? undefined),
  };
}
