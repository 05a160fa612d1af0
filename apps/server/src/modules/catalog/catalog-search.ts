/**
 * One page of GET /api/Products/search (docs/product.md#the-api), from the catalog index: the
 * query's matches in the sort's order (beauty-search.ts, or the catalog's order without a text),
 * then the filters, the page and the facets in one pass (search-filters.ts). With a text and the
 * featured sort, products of equal relevance show in stock first (stock at most 1 s old).
 * Facets depend on the text and the filters only, so they are kept per index for every sort and
 * page of the same list (with the in-stock filter, per stock snapshot too).
 */
import type { SearchFacets, SearchQuery } from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import { BeautySearch, type RankedOrder } from './beauty-search';
import type { CatalogFreshness } from './catalog-cache';
import { catalogOrder, type CatalogIndex } from './catalog-index';
import { inStockOf } from './in-stock';
import { FacetCounter, compileFilters, failures } from './search-filters';
import type { TextSearch } from './text-search';

export interface SearchPage {
  ids: number[];
  total: number;
  facets: SearchFacets;
}

/** Facet answers kept per catalog index (each a few hundred bytes). */
const MAX_KEPT_FACETS = 20_000;

export class CatalogSearch {
  private readonly searches = new WeakMap<CatalogIndex, BeautySearch>();
  private readonly facets = new WeakMap<CatalogIndex, SizedLru<SearchFacets>>();

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
    const text = query.q.toLowerCase();
    const ranked: RankedOrder = text
      ? await this.beautySearch(index).order(text, query.sort)
      : { order: catalogOrder(index, query.sort), relevance: null };
    const filters = compileFilters(index, query);
    const inStock = inStockOf(index, this.freshness);
    let kept = this.facets.get(index);
    if (!kept) this.facets.set(index, (kept = new SizedLru<SearchFacets>(MAX_KEPT_FACETS)));
    const facetKey = `${text}\u0000${filters.key}${filters.inStock ? `\u0000${this.freshness.stockVersion}` : ''}`;
    const knownFacets = kept.peek(facetKey);
    const counter = knownFacets ? null : new FacetCounter(index);

    const from = (query.page - 1) * query.pageSize;
    const ids: number[] = [];
    let total = 0;
    const emit = (i: number) => {
      if (total >= from && ids.length < query.pageSize) ids.push(index.ids[i]!);
      total++;
    };
    const { order, relevance } = ranked;
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
          for (const w of waiting) emit(w);
          waiting.length = 0;
          tie = relevance[k]!;
        }
        if (!inStock[i]) {
          waiting.push(i);
          continue;
        }
      }
      emit(i);
    }
    for (const w of waiting) emit(w);

    let facets = knownFacets;
    if (!facets) {
      facets = counter!.facets(query);
      kept.set(facetKey, facets, 1);
    }
    return { ids, total, facets };
  }
}
