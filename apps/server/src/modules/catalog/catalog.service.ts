import { drizzle } from 'drizzle-orm/node-postgres';
import {
  LIMITS,
  type Category,
  type Product,
  type ProductDetail,
  type SearchQuery,
  type SearchResult,
  type SearchSort,
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
import { matchProducts } from './search.repository';

/** A product as read from the database, with when that read started (for its stock). */
interface Entry {
  product: Product;
  loadedAt: number;
  /** The product's JSON split around its stock value, built on first use (see productJson). */
  json?: [string, string];
}

/** Every product's sort and filter keys, positions in id order (rebuilt on every content change). */
interface CatalogIndex {
  ids: Int32Array;
  position: Map<number, number>;
  price: Int32Array;
  created: Float64Array;
  category: Int32Array;
  featured: Uint8Array;
  ratings: Int32Array;
  categoryByKey: Map<string, number>;
  /** Lazily: whole-catalog orders by sort, per-category related order, featured order. */
  orders: Map<string, Int32Array>;
}

interface Matches {
  positions: Int32Array;
  relevance: Float32Array;
}

/**
 * Bounds of the in-memory caches. Products: far above a 10,000-product shop. Match positions
 * (4 bytes each, for matches, their relevance and sorted orders): at most ~16 MB, a few thousand
 * search texts at a few hundred matches each, least recently used out first. (1.5 M halved the
 * benchmark's search rate for 14 MB of memory.)
 */
const MAX_PRODUCTS = 50_000;
const MAX_MATCH_POSITIONS = 4_000_000;

/**
 * The catalog's read side (DESIGN §4) with a per-process cache: products, categories and every
 * sort/filter key live in memory; PostgreSQL answers only what it is good at (which products
 * match a text, full-text + trigram) and those answers are cached per lower-cased text. Stock is
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
  private matches = new Map<string, Promise<Matches>>();
  private ordered = new Map<string, Int32Array>();
  private matchSizes = new Map<string, number>();
  private held = 0;
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
    this.matches = new Map();
    this.ordered = new Map();
    this.matchSizes = new Map();
    this.held = 0;
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
    const order = this.orderOf(index, 'featured-list', () => {
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
      const order = this.orderOf(index, `related:${categoryId}`, () =>
        positionsWhere(index, (i) => index.category[i] === categoryId).sort(
          (a, b) =>
            index.featured[b]! - index.featured[a]! ||
            index.ratings[b]! - index.ratings[a]! ||
            index.ids[a]! - index.ids[b]!,
        ),
      );
      for (let i = 0; i < order.length && related.length < LIMITS.relatedProducts; i++) {
        const other = index.ids[order[i]!]!;
        if (other !== id) related.push(other);
      }
    }
    return { entry, related };
  }

  /** DESIGN §4 search: full-text + trigram match in PostgreSQL; filter, sort and paging here. */
  async searchProducts(query: SearchQuery): Promise<SearchResult> {
    const { ids, total } = await this.searchPage(query);
    return { items: await this.productsByIds(ids), total, page: query.page, pageSize: query.pageSize };
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
    const order = text ? await this.textOrder(index, text, query.sort) : this.catalogOrder(index, query.sort);

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
    const n = rows.length;
    const index: CatalogIndex = {
      ids: new Int32Array(n),
      position: new Map(),
      price: new Int32Array(n),
      created: new Float64Array(n),
      category: new Int32Array(n),
      featured: new Uint8Array(n),
      ratings: new Int32Array(n),
      categoryByKey: new Map(keys.map((k) => [k.key, k.id])),
      orders: new Map(),
    };
    rows.forEach((row, i) => {
      index.ids[i] = row.id;
      index.position.set(row.id, i);
      index.price[i] = row.priceCents;
      index.created[i] = Number(row.createdMicros);
      index.category[i] = row.categoryId ?? -1;
      index.featured[i] = row.isFeatured ? 1 : 0;
      index.ratings[i] = row.ratingCount;
    });
    return index;
  }

  private orderOf(index: CatalogIndex, key: string, build: () => Int32Array): Int32Array {
    let order = index.orders.get(key);
    if (!order) index.orders.set(key, (order = build()));
    return order;
  }

  /** The whole catalog in a sort's order (no text). */
  private catalogOrder(index: CatalogIndex, sort: SearchSort): Int32Array {
    return this.orderOf(index, `sort:${sort}`, () => {
      const all = positionsWhere(index, () => true);
      return all.sort(comparator(index, sort, null));
    });
  }

  /** Products matching `text`, in a sort's order; cached per (sort, text). */
  private async textOrder(index: CatalogIndex, text: string, sort: SearchSort): Promise<Int32Array> {
    const key = `${sort}\u0000${text}`;
    const cached = this.ordered.get(key);
    if (cached) {
      // Least recently used goes first when the cache is full.
      this.ordered.delete(key);
      this.ordered.set(key, cached);
      return cached;
    }
    const generation = this.freshness.generation;
    const matches = await this.textMatches(index, text);
    const order = Int32Array.from(matches.positions.keys()).sort(comparator(index, sort, matches));
    const positions = order.map((k) => matches.positions[k]!);
    if (this.freshness.generation === generation) {
      this.ordered.set(key, positions);
      this.held += positions.length;
      this.evict();
    }
    return positions;
  }

  /** Which products match `text` and how well: PostgreSQL's answer, cached per text. */
  private textMatches(index: CatalogIndex, text: string): Promise<Matches> {
    let found = this.matches.get(text);
    if (found) return found;
    this.searchDb ??= drizzle(this.freshness.searchPool(), { schema }) as unknown as Db;
    const generation = this.freshness.generation;
    const matches = this.matches;
    found = matchProducts(this.searchDb, text).then((rows) => {
      const positions: number[] = [];
      const relevance: number[] = [];
      for (const row of rows) {
        const at = index.position.get(row.id);
        // A product added after the index was read: the change's invalidation is on its way.
        if (at === undefined) continue;
        positions.push(at);
        relevance.push(row.relevance);
      }
      const result = { positions: Int32Array.from(positions), relevance: Float32Array.from(relevance) };
      if (this.freshness.generation === generation && matches.get(text) === found) {
        this.matchSizes.set(text, result.positions.length * 2);
        this.held += result.positions.length * 2;
        this.evict();
      }
      return result;
    });
    found.catch(() => {
      if (matches.get(text) === found) matches.delete(text);
    });
    matches.set(text, found);
    return found;
  }

  /** Keeps the text caches bounded: past the limit, the least recently used orders go, then matches. */
  private evict() {
    while (this.held > MAX_MATCH_POSITIONS) {
      const order = this.ordered.keys().next();
      if (!order.done) {
        this.held -= this.ordered.get(order.value)!.length;
        this.ordered.delete(order.value);
        continue;
      }
      const match = this.matchSizes.keys().next();
      if (match.done) break;
      this.held -= this.matchSizes.get(match.value)!;
      this.matchSizes.delete(match.value);
      this.matches.delete(match.value);
    }
  }

  /** A cached promise is forgotten again if it fails, so the next read retries. */
  private remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }
}

function positionsWhere(index: CatalogIndex, keep: (i: number) => boolean): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < index.ids.length; i++) if (keep(i)) out.push(i);
  return Int32Array.from(out);
}

function idsAt(index: CatalogIndex, positions: Int32Array): number[] {
  return Array.from(positions, (i) => index.ids[i]!);
}

/**
 * DESIGN §4 orders, exactly as the SQL of search.repository.ts sorts: price and newest with the id
 * as tie-break; featured = best match first (when searching), then featured, most rated, id.
 * Sorts keys k: index positions, or (with `matches`) indexes into the match list.
 */
function comparator(
  index: CatalogIndex,
  sort: SearchSort,
  matches: Matches | null,
): (ka: number, kb: number) => number {
  const pos = matches ? (k: number) => matches.positions[k]! : (k: number) => k;
  const relevance = matches?.relevance;
  return (ka, kb) => {
    const a = pos(ka);
    const b = pos(kb);
    switch (sort) {
      case 'price_asc':
        return index.price[a]! - index.price[b]! || index.ids[a]! - index.ids[b]!;
      case 'price_desc':
        return index.price[b]! - index.price[a]! || index.ids[a]! - index.ids[b]!;
      case 'newest':
        return index.created[b]! - index.created[a]! || index.ids[b]! - index.ids[a]!;
      default:
        return (
          (relevance ? relevance[kb]! - relevance[ka]! : 0) ||
          index.featured[b]! - index.featured[a]! ||
          index.ratings[b]! - index.ratings[a]! ||
          index.ids[a]! - index.ids[b]!
        );
    }
  };
}
