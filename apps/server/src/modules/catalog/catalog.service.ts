import { drizzle } from 'drizzle-orm/node-postgres';
import {
  LIMITS,
  type Category,
  type Product,
  type ProductDetail,
  type SearchQuery,
  type SearchResult,
  type SitemapEntries,
  type StoreServices,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { CatalogFreshness, type FreshnessOptions } from './catalog-cache';
import { toCategory, toProduct } from './catalog.mapper';
import {
  findProducts,
  listCategories,
  listProducts,
  listCategoryKeys,
  listIndexRows,
  listProductStamps,
} from './catalog.repository';
import {
  buildCatalogIndex,
  catalogOrder,
  comparator,
  idsAt,
  orderOf,
  positionsWhere,
  type CatalogIndex,
} from './catalog-index';
import { TextSearch, type WordPlan } from './text-search';

/** A product as read from the database, with when that read started (for its stock). */
interface Entry {
  product: Product;
  loadedAt: number;
  /** The product's JSON split around its stock value, built on first use (see productJson). */
  json?: [string, string];
}

/** Bound of the product cache: far above a 10,000-product shop. */
const MAX_PRODUCTS = 50_000;

/**
 * The catalog's read side (DESIGN §4) with a per-process cache: products, categories and every
 * sort/filter key live in memory; PostgreSQL answers only what it is good at (which products
 * match a word, full text and trigram similarity: text-search.ts), and those answers are kept per
 * word. Stock is
 * overlaid from a snapshot at most STOCK_MAX_AGE_MS old; content changes drop the cache (see
 * catalog-cache.ts for how that works across processes).
 */
export class CatalogService implements StoreServices {
  readonly freshness: CatalogFreshness;
  private products = new Map<number, Promise<Entry | null>>();
  /** The same entries once read, for synchronous checks (the page cache's stock check). */
  private settled = new Map<number, Entry>();
  private index: Promise<CatalogIndex> | null = null;
  private all: Promise<void> | null = null;
  private categories: Promise<Category[]> | null = null;
  /** Text search per catalog index: a read that started before a change keeps its own. */
  private textSearches = new WeakMap<CatalogIndex, TextSearch>();
  private searchDb: Db | null = null;

  constructor(
    private readonly db: Db,
    options: FreshnessOptions = {},
  ) {
    this.freshness = new CatalogFreshness(db, options);
    this.freshness.onInvalidate(() => this.clear());
  }

  close(): Promise<void> {
    return this.freshness.close();
  }

  private clear() {
    this.products = new Map();
    this.settled = new Map();
    this.index = null;
    this.all = null;
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
    return this.productsByIds(Array.from(index.ids));
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
    return this.productsByIds(idsAt(index, order.subarray(0, limit)));
  }

  async getProduct(id: number): Promise<ProductDetail | null> {
    const found = await this.productWithRelated(id);
    if (!found) return null;
    return { ...this.withStock(found.entry), relatedProducts: await this.productsByIds(found.related) };
  }

  /**
   * getProduct as JSON text, for the API's hottest read: built from each product's JSON kept
   * beside it, so a request costs string joins instead of serialising five products again.
   */
  async getProductJson(id: number): Promise<string | null> {
    const found = await this.productWithRelated(id);
    if (!found) return null;
    const own = this.productJson(found.entry);
    const related = (await this.entries(found.related)).filter((e): e is Entry => e !== null);
    return `${own.slice(0, -1)},"relatedProducts":[${related.map((e) => this.productJson(e)).join(',')}]}`;
  }

  private async productWithRelated(id: number): Promise<{ entry: Entry; related: number[] } | null> {
    await this.freshness.fresh();
    const [entry] = await this.entries([id]);
    if (!entry) return null;
    const related: number[] = [];
    const categoryId = entry.product.categoryId;
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

  /** DESIGN §4 search: full-text + trigram matching in PostgreSQL; filter, sort and paging here. */
  async searchProducts(query: SearchQuery): Promise<SearchResult> {
    const { ids, total } = await this.searchPage(query);
    return { items: await this.productsByIds(ids), total, page: query.page, pageSize: query.pageSize };
  }

  /** What each word of a search text stands for (text-search.ts): for tests and diagnostics. */
  async searchPlan(text: string): Promise<WordPlan[] | null> {
    await this.freshness.fresh();
    return this.textSearch(await this.catalogIndex()).plan(text.toLowerCase());
  }

  /** searchProducts as JSON text (see getProductJson). */
  async searchProductsJson(query: SearchQuery): Promise<string> {
    const { ids, total } = await this.searchPage(query);
    const items = (await this.entries(ids)).filter((e): e is Entry => e !== null);
    return `{"items":[${items.map((e) => this.productJson(e)).join(',')}],"total":${total},"page":${query.page},"pageSize":${query.pageSize}}`;
  }

  private async searchPage(query: SearchQuery): Promise<{ ids: number[]; total: number }> {
    await this.freshness.fresh();
    const index = await this.catalogIndex();
    const text = query.q.toLowerCase();
    const order = text
      ? await this.textSearch(index).order(text, query.sort)
      : catalogOrder(index, query.sort);

    let categoryId: number | undefined;
    if (query.category) {
      categoryId = index.categoryByKey.get(query.category.toLowerCase());
      if (categoryId === undefined) return { ids: [], total: 0 };
    }
    const only = query.ids ? new Set(query.ids) : null;
    const from = (query.page - 1) * query.pageSize;
    const ids: number[] = [];
    let total = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (categoryId !== undefined && index.category[i] !== categoryId) continue;
      const id = index.ids[i]!;
      if (only && !only.has(id)) continue;
      if (total >= from && ids.length < query.pageSize) ids.push(id);
      total++;
    }
    return { ids, total };
  }

  async listSitemapEntries(): Promise<SitemapEntries> {
    const [stamps, cats] = await Promise.all([listProductStamps(this.db), listCategories(this.db)]);
    return {
      products: stamps.map((s) => ({ id: s.id, lastModified: s.lastModified.toISOString() })),
      categories: cats.map((c) => c.name),
    };
  }

  /**
   * The stock a read would show for a product right now, or undefined when it is not in the
   * cache (then the caller must read again). Synchronous: callers await `freshness.fresh()` first.
   */
  currentStock(id: number): number | undefined {
    const entry = this.settled.get(id);
    return entry ? this.freshness.stockOf(id, entry.product.stockQuantity, entry.loadedAt) : undefined;
  }

  // ---------- products ----------

  /**
   * A product as JSON with its current stock. The rest of the text is built once per read of the
   * row: `"stockQuantity":` occurs once at the top level, and never inside a string value (there
   * its quotes would be escaped).
   */
  private productJson(entry: Entry): string {
    if (!entry.json) {
      const text = JSON.stringify(entry.product);
      const key = '"stockQuantity":';
      const at = text.indexOf(key) + key.length;
      let end = at;
      while (end < text.length && /[-\d.]/.test(text[end]!)) end++;
      entry.json = [text.slice(0, at), text.slice(end)];
    }
    const { product, loadedAt } = entry;
    return (
      entry.json[0] + this.freshness.stockOf(product.id, product.stockQuantity, loadedAt) + entry.json[1]
    );
  }

  private withStock(entry: Entry): Product {
    const { product, loadedAt } = entry;
    const stockQuantity = this.freshness.stockOf(product.id, product.stockQuantity, loadedAt);
    return stockQuantity === product.stockQuantity ? product : { ...product, stockQuantity };
  }

  /** Products by id in that order, with current stock; ids no longer in the catalog are left out. */
  private async productsByIds(ids: number[]): Promise<Product[]> {
    const entries = await this.entries(ids);
    const out: Product[] = [];
    for (const entry of entries) if (entry) out.push(this.withStock(entry));
    return out;
  }

  /**
   * The first read after a change loads every product in one query (a 10,000-product catalog in
   * well under a second), so random product pages never wait for the database one by one.
   */
  private loadAll(): Promise<void> {
    this.all ??= this.remember(
      (async () => {
        const generation = this.freshness.generation;
        const loadedAt = Date.now();
        const rows = await listProducts(this.db);
        if (generation !== this.freshness.generation) return;
        if (this.products.size + rows.length > MAX_PRODUCTS) {
          this.products = new Map();
          this.settled = new Map();
        }
        for (const row of rows) {
          if (!this.products.has(row.id)) {
            const entry = { product: toProduct(row), loadedAt };
            this.products.set(row.id, Promise.resolve(entry));
            this.settled.set(row.id, entry);
          }
        }
      })(),
      () => {
        this.all = null;
      },
    );
    return this.all;
  }

  private async entries(ids: number[]): Promise<(Entry | null)[]> {
    if (ids.length === 0) return [];
    await this.loadAll();
    const missing = ids.filter((id) => !this.products.has(id));
    if (missing.length) {
      if (this.products.size + missing.length > MAX_PRODUCTS) {
        this.products = new Map();
        this.settled = new Map();
      }
      const loadedAt = Date.now();
      const products = this.products;
      const settled = this.settled;
      const batch = findProducts(this.db, missing).then(
        (rows) => new Map(rows.map((row) => [row.id, toProduct(row)])),
      );
      for (const id of missing) {
        const entry = batch.then((found) => {
          const product = found.get(id);
          if (!product) return null;
          const read = { product, loadedAt };
          if (products === this.products) settled.set(id, read);
          return read;
        });
        entry.catch(() => {
          if (products.get(id) === entry) products.delete(id);
        });
        products.set(id, entry);
      }
    }
    const products = this.products;
    return Promise.all(ids.map((id) => products.get(id)!));
  }

  // ---------- index, orders, matches ----------

  private catalogIndex(): Promise<CatalogIndex> {
    this.index ??= this.remember(this.loadIndex(), () => {
      this.index = null;
    });
    return this.index;
  }

  private async loadIndex(): Promise<CatalogIndex> {
    const [rows, keys] = await Promise.all([listIndexRows(this.db), listCategoryKeys(this.db)]);
    return buildCatalogIndex(rows, keys);
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
