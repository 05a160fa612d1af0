import { searchQuerySchema, type SearchQuery, type SearchSort } from '@seoul-glow/shared';
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
