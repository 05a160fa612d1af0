/**
 * A cache of server-rendered store pages (issue 7): the home page, the product list, product pages
 * and the few store pages without data of their own are a pure function of the URL, the origin and
 * the catalog, so a page rendered once can be sent again until the catalog changes. Rendering one
 * costs ~4 ms of React work; sending a cached one costs ~0.1 ms.
 *
 * Correctness: an entry remembers the catalog generation it was rendered from (bumped by every
 * product, image or category change, in this process or, through NOTIFY, in any other) and the
 * stock of every product it shows. A lookup first renews the catalog's stock snapshot as every read
 * does (at most STOCK_MAX_AGE_MS old) and uses the entry only if the generation and each of those
 * stocks are unchanged; otherwise the page is rendered again. Entries also expire after
 * MAX_AGE_MS (the footer's year, and anything else that could depend on the clock).
 *
 * CSP: a cached page's bytes are shared by many responses, so it carries no nonce; its inline
 * scripts are allowed by their SHA-256 hashes instead (computed once per entry).
 *
 * Kept gzip-compressed (level 3: ~0.2 ms and 58 KB → ~11 KB for a product page), sent as it is to
 * every client that accepts gzip and unzipped (~0.1 ms) for the rest, so ~2,800 product pages fit
 * in MAX_BYTES: with views spread like the bench's Zipf scenario, ~87% of product views hit. The
 * bound is what the server's 300 MB memory target leaves (bench/README.md: 16 MB → 32 MB added
 * ~20 MB to the peak). Least recently used out first; concurrent misses for one page share one
 * render.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Product, StoreServices } from '@seoul-glow/shared';
import type { CatalogService } from '../modules/catalog/catalog.service';

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60_000;

/** Store pages whose loaders read only the URL, the origin and the catalog (and their `.data` twins). */
const CACHEABLE_PATH =
  /^\/(?:|_root\.data|products(?:\/[^/]+)?(?:\.data)?|(?:contact|wishlist|cart|orders|payment\/cancel)(?:\.data)?)$/;

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Whether it may be kept: a complete 200 or 404 without cookies. */
  cacheable: boolean;
}

export interface CachedPage {
  key: string;
  status: number;
  headers: [string, string][];
  /** The body, gzip-compressed. */
  gzip: Buffer;
  etag: string;
  /** The Content-Security-Policy script hashes of an HTML page (null for data responses). */
  scriptHashes: string[] | null;
  generation: number;
  /** [product id, stock shown] for every product the page shows. */
  shown: [number, number][];
  storedAt: number;
}

export function isCacheablePage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && CACHEABLE_PATH.test(pathname);
}

/** The inline scripts of an HTML document, hashed as CSP wants them (base64 SHA-256 of the text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.add(createHash('sha256').update(match[2]!, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/**
 * The catalog services as the loaders see them, noting the stock of every product handed out:
 * that is what the rendered page depends on besides the catalog generation.
 */
function recordingServices(services: StoreServices, shown: Map<number, number>): StoreServices {
  const note = (p: Product) => shown.set(p.id, p.stockQuantity);
  return {
    listCategories: () => services.listCategories(),
    listSitemapEntries: () => services.listSitemapEntries(),
    async listFeaturedProducts(limit) {
      const products = await services.listFeaturedProducts(limit);
      products.forEach(note);
      return products;
    },
    async getProduct(id) {
      const product = await services.getProduct(id);
      if (product) {
        note(product);
        product.relatedProducts.forEach(note);
      }
      return product;
    },
    async searchProducts(query) {
      const result = await services.searchProducts(query);
      result.items.forEach(note);
      return result;
    },
  };
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private rendering = new Map<string, Promise<RenderedPage | CachedPage>>();
  private bytes = 0;

  constructor(
    private readonly catalog: CatalogService,
    private readonly limits = { maxBytes: MAX_BYTES, maxAgeMs: MAX_AGE_MS },
  ) {
    catalog.freshness.onInvalidate(() => this.clear());
  }

  clear(): void {
    this.entries = new Map();
    this.bytes = 0;
  }

  /**
   * The page for `key`: a valid cached one, or a fresh render (stored when it may be). `render`
   * gets the services its loaders must read through.
   */
  async get(
    key: string,
    render: (services: StoreServices) => Promise<RenderedPage>,
  ): Promise<RenderedPage | CachedPage> {
    const hit = await this.lookup(key);
    if (hit) return hit;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.fill(key, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async lookup(key: string): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    await this.catalog.freshness.fresh();
    if (this.entries.get(key) !== entry) return null;
    if (!this.stillValid(entry)) {
      this.remove(key);
      return null;
    }
    // Least recently used goes first when full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private stillValid(entry: CachedPage): boolean {
    if (Date.now() - entry.storedAt > this.limits.maxAgeMs) return false;
    if (entry.generation !== this.catalog.freshness.generation) return false;
    for (const [id, stock] of entry.shown) {
      if (this.catalog.currentStock(id) !== stock) return false;
    }
    return true;
  }

  private async fill(
    key: string,
    render: (services: StoreServices) => Promise<RenderedPage>,
  ): Promise<RenderedPage | CachedPage> {
    const generation = this.catalog.freshness.generation;
    const shown = new Map<number, number>();
    const page = await render(recordingServices(this.catalog, shown));
    if (!page.cacheable) return page;
    const isHtml = page.headers.some(([k, v]) => k === 'content-type' && v.startsWith('text/html'));
    const entry: CachedPage = {
      key,
      status: page.status,
      headers: page.headers,
      gzip: zlib.gzipSync(page.body, { level: 3 }),
      etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`,
      scriptHashes: isHtml ? inlineScriptHashes(page.body.toString('utf8')) : null,
      generation,
      shown: [...shown],
      storedAt: Date.now(),
    };
    // A change during the render: send what was rendered, keep nothing.
    if (generation === this.catalog.freshness.generation) this.store(key, entry);
    return entry;
  }

  private store(key: string, entry: CachedPage) {
    if (entry.gzip.length > this.limits.maxBytes / 4) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.gzip.length;
    this.evict();
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.gzip.length;
  }

  private evict() {
    while (this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }
}
