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

export const searchResultSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponse = envelope(searchResultSchema);
