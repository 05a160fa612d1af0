/**
 * A cache of server-rendered store pages (README.md beside this file): the home page, the product list, product pages
 * and the few store pages without data of their own are a pure function of the URL, the origin,
 * the year and what their loaders read from the catalog, so a page rendered once can be sent again
 * for as long as those reads would answer the same. Rendering a product page costs ~10 ms of CPU
 * (React, its ingredient notes and reviews); sending a cached one ~0.1-0.3 ms.
 *
 * Correctness: an entry remembers every catalog read its loaders made (the call and a fingerprint
 * of its answer), the stock of every product it shows and the catalog generation it was rendered
 * from (bumped by every product, image or category change, in this process or, through NOTIFY, in
 * any other). A lookup first renews the catalog's stock snapshot as every read does (at most
 * STOCK_MAX_AGE_MS old). In the same generation, the entry holds while each stock it shows is
 * unchanged. After a change, the entry's reads are made again: if every answer is the same (an
 * edit elsewhere in the catalog), the entry carries on into the new generation; otherwise the page
 * is rendered again. So editing one product re-renders the few pages that show it, not the whole
 * cache. Entries also end with the year (the footer's copyright) and after MAX_AGE_MS.
 *
 * CSP: a cached page's bytes are shared by many responses, so it carries no nonce; its inline
 * scripts are allowed by their SHA-256 hashes instead (computed once per entry).
 *
 * Kept gzip-compressed in shared segments (page-segments.ts: header, footer, a category's related
 * products and the route scripts are kept once for all pages; a product page adds ~3-4 KB of its
 * own instead of ~10 KB), sent as gzip to every client that accepts it and unzipped (~0.1 ms) for
 * the rest. MAX_BYTES is what the server's 300 MB memory target leaves (bench/README.md); least
 * recently used out first; concurrent misses for one page share one render.
 */
import { createHash } from 'node:crypto';
import type { StoreServices } from '@seoul-glow/shared';
import { isListVariant, MAX_LIST_VARIANTS } from './page-keys';
import { answersNow, fingerprint, recordingServices, type CatalogCall } from './page-reads';
import { gzipOf, SegmentStore, type SegmentedBody } from './page-segments';
import type { PageSource } from './page-source';

export { isCacheablePage, MAX_LIST_VARIANTS, pageCacheKey } from './page-keys';

const MAX_BYTES = 60 * 1024 * 1024;
const MAX_AGE_MS = 60 * 60_000;
/** What an entry costs besides its own segments: its key, headers, hashes and stock list. */
const ENTRY_OVERHEAD_BYTES = 1200;

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
  /** The body, gzip-compressed in segments (gzipOf). */
  body: SegmentedBody;
  etag: string;
  /** The Content-Security-Policy script hashes of an HTML page (null for data responses). */
  scriptHashes: string[] | null;
  /** The catalog generation the entry is known to hold for. */
  generation: number;
  /** Every catalog read of its loaders, made again after a catalog change (see above)... */
  calls: CatalogCall[];
  /** ...and one fingerprint of all their answers, in that order. */
  answers: string;
  /** Product id, stock shown, product id, stock shown…: every product the page shows. */
  shown: number[];
  storedAt: number;
}

/** Header lists are the same for nearly every page: kept once each (a few kinds, bounded). */
const headerLists = new Map<string, [string, string][]>();
function sharedHeaders(headers: [string, string][]): [string, string][] {
  const key = JSON.stringify(headers);
  const known = headerLists.get(key);
  if (known) return known;
  if (headerLists.size < 64) headerLists.set(key, headers);
  return headers;
}

/** Script hashes repeat across pages (the route's scripts): each string kept once, bounded. */
const knownHashes = new Map<string, string>();
function sharedHash(hash: string): string {
  const known = knownHashes.get(hash);
  if (known) return known;
  if (knownHashes.size >= 4096) knownHashes.clear();
  knownHashes.set(hash, hash);
  return hash;
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

/** A cached page's body as gzip. */
export function cachedGzip(page: CachedPage): Buffer {
  return gzipOf(page.body);
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private rendering = new Map<string, Promise<RenderedPage | CachedPage>>();
  private segments = new SegmentStore();
  /** Keys of the kept product list pages with a query string, oldest first (MAX_LIST_VARIANTS). */
  private listVariants = new Set<string>();
  /** Pages rendered for the cache so far (tests, logs). */
  renders = 0;
  /** Asks answered from the cache and asks that were not (the metrics' hit ratio). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly source: PageSource,
    private readonly limits = { maxBytes: MAX_BYTES, maxAgeMs: MAX_AGE_MS },
  ) {}

  clear(): void {
    this.entries = new Map();
    this.segments = new SegmentStore();
    this.listVariants = new Set();
  }

  /** Memory the kept pages take: their segments, once each, and each entry's own overhead. */
  get bytes(): number {
    return this.segments.bytes + this.entries.size * ENTRY_OVERHEAD_BYTES;
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
    if (hit) {
      this.hits++;
      return hit;
    }
    this.misses++;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.fill(key, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  /** Whether the kept pages fill `share` of the memory allowed to the cache. */
  isFull(share = 1): boolean {
    return this.bytes >= this.limits.maxBytes * share;
  }

  private async lookup(key: string): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    await this.source.fresh();
    if (this.entries.get(key) !== entry) return null;
    if (!(await this.stillValid(entry)) || this.entries.get(key) !== entry) {
      if (this.entries.get(key) === entry) this.remove(key);
      return null;
    }
    // Least recently used goes first when full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private async stillValid(entry: CachedPage): Promise<boolean> {
    const now = new Date();
    if (now.getTime() - entry.storedAt > this.limits.maxAgeMs) return false;
    if (new Date(entry.storedAt).getFullYear() !== now.getFullYear()) return false;
    const generation = this.source.generation();
    if (entry.generation !== generation) {
      // The catalog changed: does this page show any of it?
      if ((await answersNow(this.source.services, entry.calls)) !== entry.answers) return false;
      if (this.source.generation() !== generation) return false;
      entry.generation = generation;
    }
    const { shown } = entry;
    for (let i = 0; i < shown.length; i += 2) {
      if (this.source.stockOf(shown[i]!) !== shown[i + 1]) return false;
    }
    return true;
  }

  private async fill(
    key: string,
    render: (services: StoreServices) => Promise<RenderedPage>,
  ): Promise<RenderedPage | CachedPage> {
    const generation = this.source.generation();
    const reads = { calls: [] as CatalogCall[], answers: [] as unknown[] };
    const shown = new Map<number, number>();
    this.renders++;
    const page = await render(recordingServices(this.source.services, reads, shown));
    if (!page.cacheable) return page;
    const isHtml = page.headers.some(([k, v]) => k === 'content-type' && v.startsWith('text/html'));
    const segments = this.segments;
    const entry: CachedPage = {
      key,
      status: page.status,
      headers: sharedHeaders(page.headers),
      body: segments.add(page.body),
      etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`,
      scriptHashes: isHtml ? inlineScriptHashes(page.body.toString('utf8')).map(sharedHash) : null,
      generation,
      calls: reads.calls,
      answers: fingerprint(reads.answers),
      shown: [...shown].flat(),
      storedAt: Date.now(),
    };
    // A change during the render (or a page too large to keep): send what was rendered, keep nothing.
    if (
      generation !== this.source.generation() ||
      segments !== this.segments ||
      page.body.length > this.limits.maxBytes / 4
    ) {
      segments.release(entry.body);
    } else {
      this.remove(key);
      this.entries.set(key, entry);
      if (isListVariant(key)) this.keepListVariant(key);
      this.evict();
    }
    return entry;
  }

  private keepListVariant(key: string) {
    this.listVariants.add(key);
    for (const oldest of this.listVariants) {
      if (this.listVariants.size <= MAX_LIST_VARIANTS) break;
      this.remove(oldest);
    }
  }

  /** How many product list pages with a query string are kept (tests). */
  get listVariantCount(): number {
    return this.listVariants.size;
  }

  private remove(key: string) {
    this.listVariants.delete(key);
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.segments.release(old.body);
  }

  private evict() {
    while (this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }
}
