/**
 * One page of GET /api/Products/search (docs/product.md#the-api), from the catalog index. The
 * query's filters and the text's matches are sets of positions (search-bits.ts; a filter value's
 * set is kept on the index, a text's with the text): the list is their intersection and its size
 * the total. The page is read off the sort's order, stopping once it is full: for the featured
 * sort with a text, the text's relevance order (beauty-search.ts, kept per text), where products
 * of equal relevance show in stock first (stock at most 1 s old); otherwise the catalog's order
 * for the sort.
 *
 * Facets depend on the text and the filters only, so they are kept once for every sort and page,
 * as JSON text.
 */
import { asksForNothing, type SearchFacets, type SearchQuery, type SearchSort } from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import { BeautySearch } from './beauty-search';
import type { CatalogFreshness } from './catalog-cache';
import { catalogOrder, sortRanks, type CatalogIndex } from './catalog-index';
import type { RankedOrder } from './relevance-order';
import { inStockOf } from './in-stock';
import {
  count,
  filterBits,
  forEachPosition,
  has,
  intersect,
  type Bits,
  type FilterBits,
} from './search-bits';
import { FAIL, FacetCounter, filterKey } from './search-filters';
import type { TextSearch } from './text-search';

export interface SearchPage {
  ids: number[];
  total: number;
  /** The facets as JSON text, as they are kept and sent. */
  facetsJson: string;
}

/**
 * Facet answers kept per catalog index as JSON text, bounded by its length: ~1 KB each, where
 * the same answer as objects (60 `{ value, count }` pairs) held ~2.4 KB of the JS heap.
 */
const MAX_KEPT_FACET_CHARS = 4_000_000;

export class CatalogSearch {
  private readonly searches = new WeakMap<CatalogIndex, BeautySearch>();
  private readonly facets = new WeakMap<CatalogIndex, SizedLru<string>>();

  constructor(
    private readonly freshness: CatalogFreshness,
    private readonly textSearchOf: (index: CatalogIndex) => TextSearch,
  ) {}

  beautySearch(index: CatalogIndex): BeautySearch {
    let search = this.searches.get(index);
    if (!search) this.searches.set(index, (search = new BeautySearch(index, this.textSearchOf(index))));
    return search;
  }

  async page(index: CatalogIndex, query: SearchQuery): Promise<SearchPage> {
    // Stop words alone ("products", "show me everything") ask for nothing: the whole list.
    const text = asksForNothing(query.q) ? '' : query.q.toLowerCase();
    const inStock = inStockOf(index, this.freshness);
    const filters = filterBits(index, query, inStock);
    const search = this.beautySearch(index);
    const matched = text ? await search.matchSet(text) : null;
    const listed = intersect([matched, filters.all]);
    const total = listed ? count(listed) : index.ids.length;

    const from = (query.page - 1) * query.pageSize;
    const want = from + query.pageSize;
    const positions =
      text && query.sort === 'featured'
        ? relevancePage(await search.relevanceOrder(text), listed!, inStock, want)
        : sortedPage(index, query.sort, listed, total, want);
    const ids = positions.slice(from).map((i) => index.ids[i]!);

    let kept = this.facets.get(index);
    if (!kept) this.facets.set(index, (kept = new SizedLru(MAX_KEPT_FACET_CHARS)));
    const stock = `${this.freshness.stockVersion}:${this.freshness.snapshotAt > index.loadedAt ? 1 : 0}`;
    const facetKey = `${text}\u0000${filterKey(query)}${query.inStock ? `\u0000${stock}` : ''}`;
    let facetsJson = kept.peek(facetKey);
    if (facetsJson === undefined) {
      const facets = countFacets(index, query, intersect([matched, filters.facetBase]), filters);
      facetsJson = JSON.stringify(facets);
      kept.set(facetKey, facetsJson, facetsJson.length);
    }
    return { ids, total, facetsJson };
  }
}

/**
 * The first `want` listed positions in a text's relevance order: best match first, and within a
 * run of equal relevance the products in stock before the others.
 */
function relevancePage(
  { order, relevance }: RankedOrder,
  listed: Bits,
  inStock: Uint8Array,
  want: number,
): number[] {
  const out: number[] = [];
  // Out-of-stock products of the current run of equal relevance, shown after its in-stock ones.
  const waiting: number[] = [];
  let tie = NaN;
  for (let k = 0; k < order.length && out.length < want; k++) {
    if (relevance[k] !== tie) {
      for (let w = 0; w < waiting.length && out.length < want; w++) out.push(waiting[w]!);
      waiting.length = 0;
      tie = relevance[k]!;
      if (out.length >= want) break;
    }
    const i = order[k]!;
    if (!has(listed, i)) continue;
    if (inStock[i]) out.push(i);
    else if (waiting.length < want) waiting.push(i);
  }
  for (let w = 0; w < waiting.length && out.length < want; w++) out.push(waiting[w]!);
  return out;
}

/**
 * A list this small or smaller (a share of the catalog) is sorted by its products' ranks in the
 * sort's order; a larger one is read off that order. Walking the order tests each product until
 * the page is full, which for a narrow list (a text that matches 40 products, sorted by price)
 * meant the whole catalog.
 */
const SORT_SHARE = 16;

/** The first `want` listed positions (all products when `listed` is null) in the sort's order. */
export function sortedPage(
  index: CatalogIndex,
  sort: SearchSort,
  listed: Bits | null,
  total: number,
  want: number,
): number[] {
  const order = catalogOrder(index, sort);
  if (!listed || total * SORT_SHARE > order.length) return orderPage(order, listed, want);
  const ranks = sortRanks(index, sort);
  const picked = new Int32Array(total);
  let k = 0;
  forEachPosition(listed, (i) => {
    picked[k++] = ranks[i]!;
  });
  picked.sort();
  const out: number[] = [];
  for (let r = 0; r < k && r < want; r++) out.push(order[picked[r]!]!);
  return out;
}

/** The first `want` positions of `order` that are listed (all of them when `listed` is null). */
export function orderPage(order: Int32Array, listed: Bits | null, want: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < order.length && out.length < want; k++) {
    const i = order[k]!;
    if (!listed || has(listed, i)) out.push(i);
  }
  return out;
}

/**
 * The facets (search-filters.ts explains the counts): every product the text matches that passes
 * all filters but perhaps the type and the brand, each counted where it may be.
 */
function countFacets(
  index: CatalogIndex,
  query: SearchQuery,
  base: Bits | null,
  filters: FilterBits,
): SearchFacets {
  const counter = new FacetCounter(index);
  const { type, brand } = filters;
  const add = (i: number) => {
    let fail = 0;
    if (type && !has(type, i)) fail |= FAIL.type;
    if (brand && !has(brand, i)) fail |= FAIL.brand;
    counter.add(i, fail);
  };
  if (base) forEachPosition(base, add);
  else for (let i = 0; i < index.ids.length; i++) add(i);
  return counter.facets(query);
}
