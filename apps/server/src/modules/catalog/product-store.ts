import type { Product } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { CatalogFreshness } from './catalog-cache';
import { toProduct } from './catalog.mapper';
import { findProducts, listProducts } from './catalog.repository';

/**
 * A product as read from the database, kept as its JSON only (UTF-8, split around its stock
 * value), with when that read started (for its stock) and the two fields the store reads itself.
 * The product as an object is parsed from the JSON when a caller asks for one (productOf): the
 * hottest reads send the bytes, and 10,000 bench products kept as objects as well held ~10 MB of
 * the JS heap that every full collection marked again (bench/README.md, Memory).
 */
export interface Entry {
  id: number;
  categoryId: number | null;
  /** The stock as read, before the freshness snapshot's overlay. */
  stockQuantity: number;
  loadedAt: number;
  json: [Buffer, Buffer];
}

/**
 * The entry of a product: its JSON split at the top-level `"stockQuantity":` value, which occurs
 * once and never inside a string value (there its quotes would be escaped).
 */
export function entryOf(product: Product, loadedAt: number): Entry {
  const text = JSON.stringify(product);
  const key = '"stockQuantity":';
  const at = text.indexOf(key) + key.length;
  let end = at;
  while (end < text.length && /[-\d.]/.test(text[end]!)) end++;
  return {
    id: product.id,
    categoryId: product.categoryId,
    stockQuantity: product.stockQuantity,
    loadedAt,
    json: [Buffer.from(text.slice(0, at)), Buffer.from(text.slice(end))],
  };
}

/** A stock figure as bytes, the common ones made once (a search answer holds 24 of them). */
function stockBytes(stock: number): Buffer {
  if (stock >= 0 && stock < STOCK_BYTES.length && Number.isInteger(stock))
    return (STOCK_BYTES[stock] ??= Buffer.from(String(stock)));
  return Buffer.from(String(stock), 'latin1');
}
const STOCK_BYTES: (Buffer | undefined)[] = new Array(1024);

/** JSON punctuation as bytes, for the answers assembled from the kept product JSON. */
export const JSON_BYTES = {
  comma: Buffer.from(','),
  openArray: Buffer.from('['),
  closeArray: Buffer.from(']'),
  closeObject: Buffer.from('}'),
} as const;

/** Bound of the product cache: far above a 10,000-product shop. */
const MAX_PRODUCTS = 50_000;

/**
 * The catalog's products kept in memory, each with its JSON, and their stock overlaid from the
 * freshness snapshot (at most STOCK_MAX_AGE_MS old). Dropped whole on every content change.
 */
export class ProductStore {
  /** Products read since the last change, by id; `absent` the ids asked for that no product has. */
  private settled = new Map<number, Entry>();
  private absent = new Set<number>();
  /** Reads of single products in flight (ids the whole-catalog read did not bring). */
  private loading = new Map<number, Promise<Entry | null>>();
  private all: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly freshness: CatalogFreshness,
  ) {}

  clear(): void {
    this.forget();
    this.all = null;
  }

  /** Drops the products read so far, but not the whole-catalog read (no read of it again). */
  private forget(): void {
    this.settled = new Map();
    this.absent = new Set();
    this.loading = new Map();
  }

  /**
   * The stock a read would show for a product right now, or undefined when it is not in the
   * cache (then the caller must read again). Synchronous: callers await `freshness.fresh()` first.
   */
  currentStock(id: number): number | undefined {
    const entry = this.settled.get(id);
    return entry ? this.stockNow(entry) : undefined;
  }

  /** A product as JSON with its current stock, in three parts to send as they are. */
  productJson(entry: Entry): [Buffer, Buffer, Buffer] {
    return [entry.json[0], stockBytes(this.stockNow(entry)), entry.json[1]];
  }

  /** A product as an object with its current stock, parsed from its kept JSON. */
  productOf(entry: Entry): Product {
    return JSON.parse(Buffer.concat(this.productJson(entry)).toString()) as Product;
  }

  private stockNow(entry: Entry): number {
    return this.freshness.stockOf(entry.id, entry.stockQuantity, entry.loadedAt);
  }

  /** Products by id in that order, with current stock; ids no longer in the catalog are left out. */
  async productsByIds(ids: number[]): Promise<Product[]> {
    const entries = await this.entries(ids);
    const out: Product[] = [];
    for (const entry of entries) if (entry) out.push(this.productOf(entry));
    return out;
  }

  /**
   * Products by id as a JSON array with current stock, in that order, leaving out the gone: the
   * parts to send, opening and closing bracket included.
   */
  async productsJson(ids: number[]): Promise<Buffer[]> {
    const entries = await this.entries(ids);
    const out: Buffer[] = [JSON_BYTES.openArray];
    for (const entry of entries) {
      if (!entry) continue;
      if (out.length > 1) out.push(JSON_BYTES.comma);
      out.push(...this.productJson(entry));
    }
    out.push(JSON_BYTES.closeArray);
    return out;
  }

  async entries(ids: number[]): Promise<(Entry | null)[]> {
    if (ids.length === 0) return [];
    await this.loadAll();
    const { settled, absent } = this;
    const found: (Entry | null)[] = new Array<Entry | null>(ids.length);
    let waiting = false;
    let unknown: number[] | null = null;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      const entry = settled.get(id);
      if (entry) found[k] = entry;
      else if (absent.has(id)) found[k] = null;
      else {
        waiting = true;
        if (!this.loading.has(id)) (unknown ??= []).push(id);
      }
    }
    // Every product read already (the usual case): no promise per product.
    if (!waiting) return found;
    if (unknown) this.loadMissing(unknown);
    const loading = this.loading;
    return Promise.all(ids.map((id) => settled.get(id) ?? (absent.has(id) ? null : loading.get(id)!)));
  }

  private loadMissing(missing: number[]): void {
    if (this.settled.size + this.absent.size + missing.length > MAX_PRODUCTS) this.forget();
    const loadedAt = Date.now();
    const { settled, absent, loading } = this;
    const batch = findProducts(this.db, missing).then(
      (rows) => new Map(rows.map((row) => [row.id, entryOf(toProduct(row), loadedAt)])),
    );
    for (const id of missing) {
      const entry = batch.then((found) => {
        const read = found.get(id);
        // Kept only if no change dropped the store meanwhile (the maps are replaced on clear).
        if (read) settled.set(id, read);
        else absent.add(id);
        loading.delete(id);
        return settled.get(id) ?? null;
      });
      entry.catch(() => loading.delete(id));
      loading.set(id, entry);
    }
  }

  /**
   * The first read after a change loads every product in one query (a 10,000-product catalog in
   * well under a second), so random product pages never wait for the database one by one.
   */
  private loadAll(): Promise<void> {
    if (!this.all) {
      this.all = this.readAll();
      // Forgotten again if it fails, so the next read retries.
      this.all.catch(() => {
        this.all = null;
      });
    }
    return this.all;
  }

  private async readAll(): Promise<void> {
    const generation = this.freshness.generation;
    const loadedAt = Date.now();
    const rows = await listProducts(this.db);
    if (generation !== this.freshness.generation) return;
    if (this.settled.size + rows.length > MAX_PRODUCTS) this.forget();
    for (const row of rows) {
      if (!this.settled.has(row.id)) this.settled.set(row.id, entryOf(toProduct(row), loadedAt));
    }
  }
}
