import { drizzle } from 'drizzle-orm/node-postgres';
import {
  LIMITS,
  type Category,
  type HeaderPromotion,
  type Product,
  type ProductDetail,
  type ProductType,
  type SearchFacets,
  type SearchQuery,
  type SearchResult,
  type SimilarStock,
  type GuideStoreReads,
  type StoreServices,
  type SitemapEntries,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { CatalogFreshness, type FreshnessOptions } from './catalog-cache';
import { toCategory } from './catalog.mapper';
import { listCategories, listCategoryKeys, listIndexRows, listProductStamps } from './catalog.repository';
import {
  buildCatalogIndex,
  comparator,
  idsAt,
  orderOf,
  positionsWhere,
  type CatalogIndex,
} from './catalog-index';
import { TYPE_CODE } from './beauty-index';
import { refreshDerivedBeauty } from './beauty-refresh';
import { CatalogSearch, type SearchPage } from './catalog-search';
import { headerPromotionReader } from '../promotions/header-promotion';
import { JSON_BYTES, ProductStore, type Entry } from './product-store';
import { findSimilar, type SimilarTo } from './similar-products';
import { TextSearch, type Matches, type WordPlan } from './text-search';

const RELATED_KEY = Buffer.from(',"relatedProducts":');
const ITEMS_KEY = Buffer.from('{"items":');

/** The store pages' reads the catalog answers (reviews and the guide add theirs: app/pages.ts). */
type CatalogStoreReads = Omit<StoreServices, 'getProductReviews' | keyof GuideStoreReads>;

/**
 * The catalog's read side (docs/product.md#the-api) with a per-process cache: products
 * (product-store.ts), categories and every sort/filter key live in memory; PostgreSQL answers
 * only what it is good at (which products match a word, full text and trigram similarity:
 * text-search.ts), and those answers are kept per word. Stock is overlaid from a snapshot at
 * most STOCK_MAX_AGE_MS old; content changes drop the cache (see catalog-cache.ts for how that
 * works across processes).
 */
export class CatalogService implements CatalogStoreReads {
  readonly freshness: CatalogFreshness;
  private readonly store: ProductStore;
  private index: Promise<CatalogIndex> | null = null;
  private categories: Promise<Category[]> | null = null;
  /** Text search per catalog index: a read that started before a change keeps its own. */
  private textSearches = new WeakMap<CatalogIndex, TextSearch>();
  private searchDb: Db | null = null;
  private readonly search: CatalogSearch;
  /** Derived beauty facts brought up to the glossary once per process (beauty-refresh.ts). */
  private derivedFacts: Promise<unknown> | null = null;
  /** The header's promo code, kept like the rest until the catalog changes (promotions module). */
  private readonly header: () => Promise<HeaderPromotion | null>;

  constructor(
    private readonly db: Db,
    options: FreshnessOptions = {},
  ) {
    this.freshness = new CatalogFreshness(db, options);
    this.store = new ProductStore(db, this.freshness);
    this.search = new CatalogSearch(this.freshness, (index) => this.textSearch(index));
    this.header = headerPromotionReader(db, this.freshness);
    this.freshness.onInvalidate(() => this.clear());
  }

  close(): Promise<void> {
    return this.freshness.close();
  }

  private clear() {
    this.store.clear();
    this.index = null;
    this.categories = null;
  }

  /** Every product id, in id order (the page pre-renderer walks them). */
  async listProductIds(): Promise<number[]> {
    await this.freshness.fresh();
    return Array.from((await this.catalogIndex()).ids);
  }

  async listProducts(): Promise<Product[]> {
    await this.freshness.fresh();
    const index = await this.catalogIndex();
    return this.store.productsByIds(Array.from(index.ids));
  }

  /** listProducts as JSON, in parts (see getProductJson): the whole catalog without parsing it. */
  async listProductsJson(): Promise<Buffer[]> {
    await this.freshness.fresh();
    const index = await this.catalogIndex();
    return this.store.productsJson(Array.from(index.ids));
  }

  /**
   * The products of some product types, in id order: the routine builder's candidates, found in
   * the catalog index so that only they are read as objects (a routine of a 10,000-product
   * catalog parsed ~2,000 products, not all of them).
   */
  async listProductsOfTypes(types: readonly ProductType[]): Promise<Product[]> {
    await this.freshness.fresh();
    const index = await this.catalogIndex();
    const codes = new Set(types.map((t) => TYPE_CODE.get(t)));
    const type = index.beauty.type;
    return this.store.productsByIds(
      idsAt(
        index,
        positionsWhere(index, (i) => codes.has(type[i]!)),
      ),
    );
  }

  async listCategories(): Promise<Category[]> {
    await this.freshness.fresh();
    this.categories ??= this.remember(
      listCategories(this.db).then((rows) => rows.map(toCategory)),
      () => {
        this.categories = null;
      },
    );
    return this.categories;
  }

  /** Featured products, newest first (ties by id). */
  async listFeaturedProducts(limit: number): Promise<Product[]> {
    await this.freshness.fresh();
    const index = await this.catalogIndex();
    const order = orderOf(index, 'featured-list', () => {
      const all = positionsWhere(index, (i) => index.featured[i] === 1);
      return all.sort((a, b) => index.created[b]! - index.created[a]! || index.ids[a]! - index.ids[b]!);
    });
    return this.store.productsByIds(idsAt(index, order.subarray(0, limit)));
  }

  async getProduct(id: number): Promise<ProductDetail | null> {
    const found = await this.productWithRelated(id);
    if (!found) return null;
    return {
      ...this.store.productOf(found.entry),
      relatedProducts: await this.store.productsByIds(found.related),
    };
  }

  /**
   * getProduct as JSON, for the API's hottest read: the parts of the answer in order, taken from
   * each product's JSON kept beside it, so a request costs one copy of bytes (when the route
   * sends them) instead of serialising five products again.
   */
  async getProductJson(id: number): Promise<Buffer[] | null> {
    const found = await this.productWithRelated(id);
    if (!found) return null;
    const [head, stock, tail] = this.store.productJson(found.entry);
    const related = await this.store.productsJson(found.related);
    // The product's own closing brace moves after its related products.
    return [head, stock, tail.subarray(0, -1), RELATED_KEY, ...related, JSON_BYTES.closeObject];
  }

  private async productWithRelated(id: number): Promise<{ entry: Entry; related: number[] } | null> {
    await this.freshness.fresh();
    const [entry] = await this.store.entries([id]);
    if (!entry) return null;
    const related: number[] = [];
    const categoryId = entry.categoryId;
    if (categoryId !== null) {
      const index = await this.catalogIndex();
      // Same category, featured first, then most rated, then by id (up to 4, not itself).
      const order = orderOf(index, `related:${categoryId}`, () =>
        positionsWhere(index, (i) => index.category[i] === categoryId).sort(comparator(index, 'featured')),
      );
      for (let i = 0; i < order.length && related.length < LIMITS.relatedProducts; i++) {
        const other = index.ids[order[i]!]!;
        if (other !== id) related.push(other);
      }
    }
    return { entry, related };
  }

  /** The products with the most similar formulas, or null for an unknown id (similar-products.ts). */
  async getSimilarProducts(to: SimilarTo, cheaper: boolean): Promise<SimilarStock[] | null> {
    await this.freshness.fresh();
    return findSimilar(await this.catalogIndex(), this.store, this.freshness, to, cheaper);
  }

  /**
   * The store's search (catalog-search.ts): the text read as beauty facts and words (matching in
   * memory and, per word, in PostgreSQL), then filters, facets, sort and paging here.
   */
  async searchProducts(query: SearchQuery): Promise<SearchResult> {
    const { ids, total, facetsJson } = await this.searchPage(query);
    return {
      items: await this.store.productsByIds(ids),
      total,
      page: query.page,
      pageSize: query.pageSize,
      facets: JSON.parse(facetsJson) as SearchFacets,
    };
  }

  /** What each word of a search text stands for (text-search.ts): for tests and diagnostics. */
  async searchPlan(text: string): Promise<WordPlan[] | null> {
    await this.freshness.fresh();
    return this.textSearch(await this.catalogIndex()).plan(text.toLowerCase());
  }

  /** The products a text matches in PostgreSQL's text search alone, by id (tests). */
  async textMatches(text: string): Promise<{ id: number; relevance: number }[]> {
    await this.freshness.fresh();
    const index = await this.catalogIndex();
    const matches: Matches = await this.textSearch(index).match(text.toLowerCase());
    return Array.from(matches.positions, (at, k) => ({
      id: index.ids[at]!,
      relevance: matches.relevance[k]!,
    }));
  }

  /**
   * searchProducts as JSON, in parts (see getProductJson): for `page` when the search thread
   * computed it (search-thread.ts), else for a page computed here. The products' JSON comes from
   * this process's product cache either way.
   */
  async searchProductsJson(query: SearchQuery, page?: SearchPage): Promise<Buffer[]> {
    const { ids, total, facetsJson } = page ?? (await this.searchPage(query));
    if (page) await this.freshness.fresh();
    const items = await this.store.productsJson(ids);
    const rest = `,"total":${total},"page":${query.page},"pageSize":${query.pageSize},"facets":${facetsJson}}`;
    return [ITEMS_KEY, ...items, Buffer.from(rest)];
  }

  /** One page of the search: its products' ids, the total and the facets (catalog-search.ts). */
  async searchPage(query: SearchQuery): Promise<SearchPage> {
    await this.freshness.fresh();
    return this.search.page(await this.catalogIndex(), query);
  }

  async listSitemapEntries(): Promise<SitemapEntries> {
    const [stamps, cats] = await Promise.all([listProductStamps(this.db), listCategories(this.db)]);
    return {
      products: stamps.map((s) => ({ id: s.id, lastModified: s.lastModified.toISOString() })),
      categories: cats.map((c) => c.name),
    };
  }

  headerPromotion(): Promise<HeaderPromotion | null> {
    return this.header();
  }

  /** The stock a read would show for a product right now (ProductStore.currentStock). */
  currentStock(id: number): number | undefined {
    return this.store.currentStock(id);
  }

  private catalogIndex(): Promise<CatalogIndex> {
    this.index ??= this.remember(this.loadIndex(), () => {
      this.index = null;
    });
    return this.index;
  }

  private async loadIndex(): Promise<CatalogIndex> {
    this.derivedFacts ??= refreshDerivedBeauty(this.db).catch((err: unknown) => {
      this.derivedFacts = null;
      throw err;
    });
    await this.derivedFacts;
    const loadedAt = Date.now();
    const [rows, keys] = await Promise.all([listIndexRows(this.db), listCategoryKeys(this.db)]);
    return buildCatalogIndex(rows, keys, loadedAt);
  }

  /** The text search of one catalog index (PostgreSQL full text and trigrams: text-search.ts). */
  private textSearch(index: CatalogIndex): TextSearch {
    let search = this.textSearches.get(index);
    if (!search) {
      search = new TextSearch(index, () => {
        this.searchDb ??= drizzle(this.freshness.searchPool(), { schema }) as unknown as Db;
        return this.searchDb;
      });
      this.textSearches.set(index, search);
    }
    return search;
  }

  /** A cached promise is forgotten again if it fails, so the next read retries. */
  private remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }
}
