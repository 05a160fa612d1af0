import { z } from 'zod';
import { LIMITS } from '../constants';
import { envelope } from './envelope';
import { productSchema } from './catalog';

export const SEARCH_SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The sort labels of docs/product.md#screens-and-routes, in the order the product list offers them. */
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  featured: 'Featured',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  newest: 'Newest',
};

export const MAX_SEARCH_PAGE_SIZE = 100;

/** The beauty and price filters of the search and of the product list's URL (docs/product.md#the-api). */
export const SEARCH_FILTER_PARAMS = [
  'skinType',
  'concern',
  'productType',
  'ingredient',
  'freeFrom',
  'brand',
  'minPrice',
  'maxPrice',
  'inStock',
] as const;
export type SearchFilterParam = (typeof SEARCH_FILTER_PARAMS)[number];

/** The search parameters that are comma lists (`commaValues` below, and `ids`). */
export const SEARCH_LIST_PARAMS: ReadonlySet<string> = new Set([
  'skinType',
  'concern',
  'ingredient',
  'freeFrom',
  'ids',
]);

/**
 * A comma list of filter values as the shopper's URL gives it: trimmed, lower case, each once.
 * Values the store does not know stay in (a filter nothing satisfies finds nothing). Zod-free, so
 * the web app's scripts read a pending list's URL with it too (list-query.ts).
 */
export function readCommaValues(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The in-stock filter's URL value: on for `1` or `true`. */
export const readInStockFlag = (raw: string | undefined): boolean => raw === '1' || raw === 'true';

const commaValues = (maxItems: number) =>
  z
    .string()
    .max(maxItems * 40)
    .optional()
    .transform((raw) => (raw === undefined ? [] : readCommaValues(raw).slice(0, maxItems)));

/** A price bound in dollars; blank or not a number means no bound. */
const priceBound = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce.number().min(0).max(1_000_000).optional().catch(undefined),
);

/** Query of GET /api/Products/search (docs/architecture.md#api-contract); unknown sorts fall back to featured. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  category: z.string().trim().max(100).optional().default(''),
  sort: z.enum(SEARCH_SORTS).catch('featured').default('featured'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_PAGE_SIZE)
    .catch(LIMITS.productPageSize)
    .default(LIMITS.productPageSize),
  // Beauty filters (docs/product.md#the-api): skinType, concern, freeFrom and ingredient are comma
  // lists a product must satisfy every value of; productType and brand one value each.
  skinType: commaValues(5),
  concern: commaValues(14),
  productType: z.string().trim().toLowerCase().max(40).optional().default(''),
  ingredient: commaValues(10),
  freeFrom: commaValues(7),
  brand: z.string().trim().max(60).optional().default(''),
  minPrice: priceBound,
  maxPrice: priceBound,
  inStock: z.string().max(10).optional().transform(readInStockFlag),
  /** Comma-separated product ids (the wishlist page): restricts the result to those products. */
  ids: z
    .string()
    .max(2000)
    .optional()
    .transform((raw) =>
      raw === undefined
        ? undefined
        : raw
            .split(',')
            .map((s) => Number(s.trim()))
            .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)
            .slice(0, MAX_SEARCH_PAGE_SIZE),
    ),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

const facetValues = z.array(z.object({ value: z.string(), count: z.number().int() }));

/**
 * Per filter, the values worth offering and how many products the list would show with each
 * added to the current query and filters (docs/product.md#the-api).
 */
export const searchFacetsSchema = z.object({
  skinType: facetValues,
  concern: facetValues,
  productType: facetValues,
  freeFrom: facetValues,
  brand: facetValues,
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;
export type SearchFacetName = keyof SearchFacets;

export const searchResultSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: searchFacetsSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponse = envelope(searchResultSchema);
