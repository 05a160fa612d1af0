/**
 * Which store pages the page cache keeps (README.md beside this file) and under which key: the
 * origin and the URL, without what the page does not read from its query string.
 */
import { SEARCH_FILTER_PARAMS } from '@seoul-glow/shared';

/** Store pages whose loaders read only the URL, the origin and the catalog (and their `.data` twins). */
const CACHEABLE_PATH =
  /^\/(?:|_root\.data|products(?:\/[^/]+)?(?:\.data)?|(?:ingredients|guide)(?:\/[^/]+)?(?:\.data)?|(?:contact|wishlist|cart|orders|payment\/cancel|skin-quiz)(?:\.data)?)$/;

/** What the product list reads from its query string (docs/product.md#the-api); nothing else. */
const LIST_PARAMS: readonly string[] = ['q', 'category', 'sort', 'page', ...SEARCH_FILTER_PARAMS];

/**
 * Product list pages kept at most. Texts and filter combinations are endless; kept lists beyond
 * this give way, oldest first, so they can never push the catalog's own pages out of the cache.
 */
export const MAX_LIST_VARIANTS = 2000;

/** A product list page with a query string (a search or filters). */
export function isListVariant(key: string): boolean {
  return /\/products(?:\.data)?\?/.test(key);
}

export function isCacheablePage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && CACHEABLE_PATH.test(pathname);
}

/**
 * The home page, product, ingredient and guide pages read nothing from the query string (a test holds
 * them to it); nor does the cart page on the server: its `?items=` (an agent's cart link) is
 * applied in the browser, so every such link shares the one kept cart page.
 */
const QUERY_FREE_PATH = /^\/(?:products\/[^/.]+|(?:ingredients|guide)(?:\/[^/.]+)?|cart)?$/;

/**
 * The cache key of a page: its origin and URL, without the query string where the page does not
 * read one, so that links with tracking parameters (`?utm_source=…`) share the page and a bot
 * cannot push the catalog's pages out of the cache with made-up query strings.
 */
export function pageCacheKey(origin: string, url: string): string {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (QUERY_FREE_PATH.test(pathname)) return `${origin}${pathname}`;
  // The product list: its own parameters only, in one order, so a filter set is one entry.
  if (pathname === '/products' && query !== -1) {
    const params = new URLSearchParams(url.slice(query + 1));
    const kept = new URLSearchParams();
    for (const name of LIST_PARAMS) {
      const value = params.get(name);
      if (value) kept.set(name, value);
    }
    const text = kept.toString();
    return `${origin}${pathname}${text ? `?${text}` : ''}`;
  }
  return `${origin}${url}`;
}
