/**
 * One page of GET /api/Products/search (docs/product.md#the-api), from the catalog index: the
 * query's matches in the sort's order (beauty-search.ts, or the catalog's order without a text),
 * then the filters and the facets in one pass (search-filters.ts). With a text and the featured
 * sort, products of equal relevance show in stock first (stock at most 1 s old).
 *
 * The filtered list is kept per text, filters and sort (and per stock snapshot where stock decides
 * what it holds or its order), so another page of the same list is a slice; facets depend on the
 * text and the filters only, so they are kept once for every sort and page.
 */
import type { SearchFacets, SearchQuery } from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import { BeautySearch, type RankedOrder } from './beauty-search';
import type { CatalogFreshness } from './catalog-cache';
import { catalogOrder, type CatalogIndex } from './catalog-index';
import { inStockOf } from './in-stock';
import { FacetCounter, compileFilters, failures, filterKey, releaseFilters } from './search-filters';
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
/** Filtered lists kept per catalog index, in 4-byte slots (one per listed product): 6 MB. */
const MAX_LIST_SLOTS = 1_500_000;

interface Kept {
  lists: SizedLru<Int32Array>;
  facets: SizedLru<string>;
}

export class CatalogSearch {
  private readonly searches = new WeakMap<CatalogIndex, BeautySearch>();
  private readonly kept = new WeakMap<CatalogIndex, Kept>();

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
    let kept = this.kept.get(index);
    if (!kept) {
      kept = { lists: new SizedLru(MAX_LIST_SLOTS), facets: new SizedLru(MAX_KEPT_FACET_CHARS) };
      this.kept.set(index, kept);
    }
    const text = query.q.toLowerCase();
    const filters = filterKey(query);
    const stock = `${this.freshness.stockVersion}:${this.freshness.snapshotAt > index.loadedAt ? 1 : 0}`;
    // Stock decides what the list holds (in stock only) or its order (in stock first on ties).
    const byStock = query.inStock || (text !== '' && query.sort === 'featured');
    const listKey = `${query.sort}\u0000${text}\u0000${filters}${byStock ? `\u0000${stock}` : ''}`;
    const facetKey = `${text}\u0000${filters}${query.inStock ? `\u0000${stock}` : ''}`;

    let list = kept.lists.peek(listKey);
    let facets = kept.facets.peek(facetKey);
    if (!list || !facets) {
      const ranked: RankedOrder = text
        ? await this.beautySearch(index).order(text, query.sort)
        : { order: catalogOrder(index, query.sort), relevance: null };
      const counted = this.filter(index, query, ranked, !facets);
      list = counted.list;
      facets ??= JSON.stringify(counted.facets!);
      kept.lists.set(listKey, list, list.length || 1);
      kept.facets.set(facetKey, facets, facets.length);
    }
    const from = (query.page - 1) * query.pageSize;
    const ids = Array.from(list.subarray(from, from + query.pageSize), (i) => index.ids[i]!);
    return { ids, total: list.length, facetsJson: facets };
  }

  /** The positions passing every filter in display order, and the facets when asked for. */
  private filter(
    index: CatalogIndex,
    query: SearchQuery,
    { order, relevance }: RankedOrder,
    withFacets: boolean,
  ): { list: Int32Array; facets: SearchFacets | null } {
    const filters = compileFilters(index, query);
    const inStock = inStockOf(index, this.freshness);
    const counter = withFacets ? new FacetCounter(index) : null;
    const out = new Int32Array(order.length);
    let n = 0;
    // Out-of-stock products of the current tie, shown after its in-stock ones.
    const waiting: number[] = [];
    let tie = NaN;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const fail = failures(index, filters, i, inStock);
      counter?.add(i, fail);
      if (fail !== 0) continue;
      if (relevance) {
        if (relevance[k] !== tie) {
          for (const w of waiting) out[n++] = w;
          waiting.length = 0;
          tie = relevance[k]!;
        }
        if (!inStock[i]) {
          waiting.push(i);
          continue;
        }
      }
      out[n++] = i;
    }
    for (const w of waiting) out[n++] = w;
    releaseFilters(index, filters);
    return { list: out.slice(0, n), facets: counter?.facets(query) ?? null };
  }
}
