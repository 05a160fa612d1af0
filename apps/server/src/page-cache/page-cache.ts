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
 * products and the route scripts are kept once for all pages; a product page adds ~8 KB of its
 * own instead of ~20 KB), sent as gzip to every client that accepts it and unzipped (~0.1 ms) for
 * the rest. Two tiers (ADR 0022): every page's own bytes are written to the disk tier
 * (page-file.ts) when it is kept, and the pages read lately also stay in memory, up to
 * MAX_MEMORY_BYTES (what the server's 300 MB memory target leaves, bench/README.md); a page
 * read from disk comes back into memory, the least recently read leaves it. Without a disk tier
 * the least recently used pages are dropped instead. Concurrent misses for one page share one
 * render.
 */
import { createHash } from 'node:crypto';
import type { StoreServices } from '@seoul-glow/shared';
import { isListVariant, MAX_LIST_VARIANTS } from './page-keys';
import { answersNow, fingerprint, recordingServices, type CatalogCall } from './page-reads';
import { PageFile, type PageFileGeneration } from './page-file';
import { gzipOf, SegmentStore, type SegmentedBody } from './page-segments';
import type { PageSource } from './page-source';

export { isCacheablePage, MAX_LIST_VARIANTS, pageCacheKey } from './page-keys';

/** Memory for kept pages: the shared segments, the pages read lately and every entry's overhead. */
const MAX_MEMORY_BYTES = 20 * 1024 * 1024;
/**
 * A generation of the disk tier (page-file.ts): one holds every page of a 10,000-product catalog
 * (~8 KB each) with room to spare, and the files never take more than two.
 */
const DISK_GENERATION_BYTES = 160 * 1024 * 1024;
/**
 * Entries kept at most, on disk or in memory: each costs ~1 KB of heap for its key, reads and stock
 * list. Every product page and its data request, for a catalog of 10,000, with room.
 */
const MAX_ENTRIES = 24_000;
const MAX_AGE_MS = 60 * 60_000;
/** What an entry costs besides its own segments: its key, headers, hashes and stock list. */
const ENTRY_OVERHEAD_BYTES = 1200;
/** How many times a kept page's reads are asked again while the catalog keeps changing. */
const VALIDITY_LOOKS = 3;

export interface PageCacheLimits {
  /** Memory for kept pages (see MAX_MEMORY_BYTES). */
  maxBytes: number;
  maxAgeMs: number;
  maxEntries: number;
  /** One generation of the disk tier. */
  diskGenerationBytes: number;
}

export interface PageCacheOptions {
  limits?: Partial<PageCacheLimits>;
  /** Where the disk tier's files go (anonymous: unlinked as soon as opened); none keeps pages in memory only. */
  diskDir?: string | null;
  /** Told when the disk tier fails (the cache goes on in memory). */
  onDiskError?: (err: unknown) => void;
}

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Whether it may be kept: a complete 200 or 404 without cookies. */
  cacheable: boolean;
}

/**
 * A kept page. Ten thousand of them stay in the heap, so an entry is few objects: what a lookup
 * reads as plain fields, the rest (the loaders' calls, needed only after a catalog change) as
 * one string, and small numbers only (a double field is an object of its own).
 */
export interface CachedPage {
  key: string;
  status: number;
  headers: [string, string][];
  /** The body, gzip-compressed in segments (gzipOf); its own bytes in memory, on disk or both. */
  body: SegmentedBody;
  /** The disk tier's file holding its own bytes, once written there, and where in it. */
  spotFile: PageFileGeneration | null;
  spotOffset: number;
  etag: string;
  /** The Content-Security-Policy script hashes of an HTML page (null for data responses). */
  scriptHashes: string[] | null;
  /** The catalog generation the entry is known to hold for. */
  generation: number;
  /**
   * One fingerprint of the answers of its loaders' catalog reads, a newline, then the reads as
   * JSON: made again after a catalog change, the page holds while they answer the same.
   */
  reads: string;
  /** Product id, stock shown, product id, stock shown…: every product the page shows. */
  shown: number[];
  /** When it was kept, in seconds since the epoch. */
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

/** Product id, stock shown, …: an array of exactly that many numbers (one per kept page). */
function shownList(shown: Map<number, number>): number[] {
  const list = new Array<number>(shown.size * 2);
  let at = 0;
  for (const [id, stock] of shown) {
    list[at++] = id;
    list[at++] = stock;
  }
  return list;
}

/** A string as one flat sequence: a template literal is a tree of its parts (~140 bytes, not ~60). */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** A kept page as a request gets it: the entry, and its own bytes read for this answer. */
export interface KeptPage {
  page: CachedPage;
  own: Buffer;
}

/** A kept page's body as gzip. */
export function cachedGzip(kept: KeptPage): Buffer {
  return gzipOf(kept.page.body, kept.own);
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private rendering = new Map<string, Promise<RenderedPage | KeptPage>>();
  private segments = new SegmentStore();
  /** Entries whose own bytes are in memory, least recently read first. */
  private inMemory = new Set<CachedPage>();
  /** Own bytes held in memory, and own bytes of every kept page wherever they are. */
  private memoryOwnBytes = 0;
  private keptOwnBytes = 0;
  /** Reads from the disk tier in flight, one per entry. */
  private loading = new Map<CachedPage, Promise<Buffer | null>>();
  /** Keys of the kept product list pages with a query string, oldest first (MAX_LIST_VARIANTS). */
  private listVariants = new Set<string>();
  private readonly limits: PageCacheLimits;
  private readonly file: PageFile | null;
  /** Pages rendered for the cache so far (tests, logs). */
  renders = 0;
  /** Asks answered from the cache and asks that were not (the metrics' hit ratio). */
  hits = 0;
  misses = 0;
  /** Hits whose own bytes came from the disk tier (tests, logs). */
  diskReads = 0;

  constructor(
    private readonly source: PageSource,
    options: PageCacheOptions = {},
  ) {
    this.limits = {
      maxBytes: MAX_MEMORY_BYTES,
      maxAgeMs: MAX_AGE_MS,
      maxEntries: MAX_ENTRIES,
      diskGenerationBytes: DISK_GENERATION_BYTES,
      ...options.limits,
    };
    this.file = options.diskDir
      ? new PageFile(
          options.diskDir,
          this.limits.diskGenerationBytes,
          (generation) => this.retire(generation),
          options.onDiskError,
        )
      : null;
  }

  clear(): void {
    this.entries = new Map();
    this.segments = new SegmentStore();
    this.inMemory = new Set();
    this.memoryOwnBytes = 0;
    this.keptOwnBytes = 0;
    this.loading = new Map();
    this.listVariants = new Set();
  }

  close(): void {
    this.clear();
    this.file?.close();
  }

  /** Memory the kept pages take: shared segments, the own bytes held in memory, each entry's overhead. */
  get bytes(): number {
    return this.segments.bytes + this.memoryOwnBytes + this.entries.size * ENTRY_OVERHEAD_BYTES;
  }

  /** Bytes in the disk tier's files (both generations, what was written over included). */
  get diskBytes(): number {
    return this.file?.bytes ?? 0;
  }

  /** How many pages are kept (tests, logs). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The page for `key`: a valid kept one, or a fresh render (kept when it may be). `render`
   * gets the services its loaders must read through.
   */
  async get(
    key: string,
    render: (services: StoreServices) => Promise<RenderedPage>,
  ): Promise<RenderedPage | KeptPage> {
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

  /**
   * Whether the kept pages fill `share` of what the cache may keep: the disk tier's generation
   * (or, without one, the memory bound) and the number of entries.
   */
  isFull(share = 1): boolean {
    if (this.entries.size >= this.limits.maxEntries * share) return true;
    if (!this.file?.available) return this.bytes >= this.limits.maxBytes * share;
    const kept = this.segments.bytes + this.keptOwnBytes;
    return kept >= this.limits.diskGenerationBytes * share;
  }

  private async lookup(key: string): Promise<KeptPage | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    await this.source.fresh();
    if (this.entries.get(key) !== entry) return null;
    if (!(await this.stillValid(entry)) || this.entries.get(key) !== entry) {
      if (this.entries.get(key) === entry) this.remove(key);
      return null;
    }
    const own = entry.body.own ?? (await this.readBack(entry));
    if (!own) return null;
    // Least recently used goes first when full.
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    if (this.inMemory.delete(entry)) this.inMemory.add(entry);
    return { page: entry, own };
  }

  /** An entry's own bytes from the disk tier, kept in memory again while it is still kept. */
  private readBack(entry: CachedPage): Promise<Buffer | null> {
    let pending = this.loading.get(entry);
    if (pending) return pending;
    if (!entry.spotFile || !this.file) return Promise.resolve(null);
    const spot = { generation: entry.spotFile, offset: entry.spotOffset, length: entry.body.ownLength };
    const loading = this.loading;
    pending = this.file.read(spot).then(
      (own) => {
        this.diskReads++;
        if (this.entries.get(entry.key) === entry && !entry.body.own) {
          entry.body.own = own;
          this.memoryOwnBytes += own.length;
          this.inMemory.add(entry);
          this.evict();
        }
        return own;
      },
      () => {
        // Unreadable: the page is rendered again.
        if (this.entries.get(entry.key) === entry) this.remove(entry.key);
        return null;
      },
    );
    void pending.finally(() => loading.delete(entry));
    loading.set(entry, pending);
    return pending;
  }

  private async stillValid(entry: CachedPage): Promise<boolean> {
    const now = new Date();
    const storedAt = entry.storedAt * 1000;
    if (now.getTime() - storedAt > this.limits.maxAgeMs) return false;
    if (new Date(storedAt).getFullYear() !== now.getFullYear()) return false;
    // The catalog changed: does this page show any of it? A change while its reads are asked
    // again (a second signal of the same edit, often) has them asked once more, not the page
    // rendered again, a few times at most.
    for (let look = 0; entry.generation !== this.source.generation(); look++) {
      if (look === VALIDITY_LOOKS) return false;
      const generation = this.source.generation();
      const cut = entry.reads.indexOf('\n');
      const calls = JSON.parse(entry.reads.slice(cut + 1)) as CatalogCall[];
      if ((await answersNow(this.source.services, calls)) !== entry.reads.slice(0, cut)) return false;
      if (this.source.generation() === generation) entry.generation = generation;
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
  ): Promise<RenderedPage | KeptPage> {
    const generation = this.source.generation();
    const reads = { calls: [] as CatalogCall[], answers: [] as unknown[] };
    const shown = new Map<number, number>();
    this.renders++;
    const page = await render(recordingServices(this.source.services, reads, shown));
    if (!page.cacheable) return page;
    const isHtml = page.headers.some(([k, v]) => k === 'content-type' && v.startsWith('text/html'));
    const segments = this.segments;
    const body = segments.add(page.body);
    const own = body.own!;
    const entry: CachedPage = {
      key,
      status: page.status,
      headers: sharedHeaders(page.headers),
      body,
      spotFile: null,
      spotOffset: 0,
      etag: flat(`"${createHash('sha1').update(page.body).digest('base64url')}"`),
      scriptHashes: isHtml ? inlineScriptHashes(page.body.toString('utf8')).map(sharedHash) : null,
      generation,
      reads: flat(`${fingerprint(reads.answers)}\n${JSON.stringify(reads.calls)}`),
      shown: shownList(shown),
      storedAt: Math.floor(Date.now() / 1000),
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
      this.spill(entry, own);
      this.entries.set(key, entry);
      this.inMemory.add(entry);
      this.memoryOwnBytes += own.length;
      this.keptOwnBytes += own.length;
      if (isListVariant(key)) this.keepListVariant(key);
      this.evict();
    }
    return { page: entry, own };
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
    this.dropFromMemory(old);
    this.keptOwnBytes -= old.body.ownLength;
    old.spotFile = null;
    this.segments.release(old.body);
  }

  private dropFromMemory(entry: CachedPage) {
    if (!entry.body.own) return;
    this.inMemory.delete(entry);
    this.memoryOwnBytes -= entry.body.ownLength;
    entry.body.own = null;
  }

  /**
   * Within bounds again: past the entry count the least recently used entries go; past the
   * memory bound the least recently read pages leave memory (they stay on disk), or go when there
   * is no disk copy.
   */
  private evict() {
    while (this.entries.size > this.limits.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    while (this.bytes > this.limits.maxBytes) {
      const oldest = this.inMemory.values().next();
      if (oldest.done) break;
      const entry = oldest.value;
      if (entry.spotFile) this.dropFromMemory(entry);
      else this.remove(entry.key);
    }
  }

  /**
   * A disk generation is retired (page-file.ts): the pages written there that are still in memory
   * are written again into the new one; the others go (kept pages older than a whole generation of
   * writes; the pre-renderer brings them back while the server is idle).
   */
  private retire(generation: PageFileGeneration) {
    for (const entry of [...this.entries.values()]) {
      if (entry.spotFile !== generation) continue;
      if (entry.body.own) this.spill(entry, entry.body.own);
      else this.remove(entry.key);
    }
  }

  /** Writes an entry's own bytes to the disk tier (when there is one), and notes where. */
  private spill(entry: CachedPage, own: Buffer) {
    const spot = this.file?.write(own);
    entry.spotFile = spot?.generation ?? null;
    entry.spotOffset = spot?.offset ?? 0;
  }
}
