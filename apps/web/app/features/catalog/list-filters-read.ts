import { SEARCH_FILTER_PARAMS, searchQuerySchema } from '@seoul-glow/shared';
import type { ListFilters } from './list-filters';

/**
 * The list's filters from its URL through the search contract, field by field: a value the
 * contract refuses (a brand past its length) is left out instead of failing the page, since
 * anyone can type a URL (docs/product.md#validation). Read by the loader only.
 */
export function readListFilters(params: URLSearchParams): ListFilters {
  const shape = searchQuerySchema.shape;
  const out: Record<string, unknown> = {};
  for (const name of SEARCH_FILTER_PARAMS) {
    const parsed = shape[name].safeParse(params.get(name) ?? undefined);
    out[name] = parsed.success ? parsed.data : shape[name].parse(undefined);
  }
  return out as unknown as ListFilters;
}
