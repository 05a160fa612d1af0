/**
 * A cache of server-rendered store pages (README.md beside this file): the home page, the product
 * list, product pages and the few store pages without data of their own are a pure function of
 * the URL, the origin, the year and what their loaders read from the catalog, so a page rendered
 * once can be sent again for as long as those reads would answer the same (page-entry.ts).
 *
 * Kept as gzip in shared segments (page-segments.ts), in two tiers (ADR 0022): every page's own
 * bytes go to the disk tier (page-file.ts) when kept, and the pages read lately also stay in
 * memory up to its bound (page-cache-limits.ts); a page read from disk comes back into memory, the
 * least recently read leaves it. Without a disk tier the least recently used pages are dropped.
 * Concurrent misses for one page share one render.
 */
import type { StoreServices } from '@seoul-glow/shared';
import {
  entryHolds,
  keptEntry,
  type CachedPage,
  type KeptPage,
  type PageReads,
  type RenderedPage,
} from './page-entry';
import { ENTRY_OVERHEAD_BYTES, PAGE_CACHE_LIMITS, type PageCacheLimits } from './page-cache-limits';
import { PageFile, type PageFileGeneration } from './page-file';
import { isListVariant, MAX_LIST_VARIANTS } from './page-keys';
import { recordingServices } from './page-reads';
import { SegmentStore } from './page-segments';
import type { PageSource } from './page-source';

export interface PageCacheOptions {
  limits?: Partial<PageCacheLimits>;
  /** Where the disk tier's files go (anonymous: unlinked as soon as opened); none keeps pages in memory only. */
  diskDir?: string | null;
  /** Told when the disk tier fails (the cache goes on in memory). */
  onDiskError?: (err: unknown) => void;
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
      ...PAGE_CACHE_LIMITS,
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
    if (!(await entryHolds(entry, this.source, this.limits.maxAgeMs)) || this.entries.get(key) !== entry) {
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

  private async fill(
    key: string,
    render: (services: StoreServices) => Promise<RenderedPage>,
  ): Promise<RenderedPage | KeptPage> {
    const generation = this.source.generation();
    const reads: PageReads = { calls: [], answers: [] };
    const shown = new Map<number, number>();
    this.renders++;
    const page = await render(recordingServices(this.source.services, reads, shown));
    if (!page.cacheable) return page;
    const segments = this.segments;
    const body = segments.add(page.body);
    const own = body.own!;
    const entry = keptEntry(key, page, body, generation, reads, shown);
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
