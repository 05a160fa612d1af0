/** The page cache's bounds (page-cache.ts), each sized for the 10,000-product benchmark (bench/README.md). */

export interface PageCacheLimits {
  /**
   * Memory for kept pages: the shared segments, the pages read lately and every entry's overhead;
   * what the server's 300 MB memory target leaves.
   */
  maxBytes: number;
  maxAgeMs: number;
  /**
   * Entries kept at most, on disk or in memory: each costs ~1 KB of heap for its key, reads and
   * stock list. Every product page and its data request, for a catalog of 10,000, with room.
   */
  maxEntries: number;
  /**
   * A generation of the disk tier (page-file.ts): one holds every page of a 10,000-product catalog
   * (~8 KB each) with room to spare, and the files never take more than two.
   */
  diskGenerationBytes: number;
}

export const PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxAgeMs: 60 * 60_000,
  maxEntries: 24_000,
  diskGenerationBytes: 160 * 1024 * 1024,
};

/** What an entry costs besides its own segments: its key, headers, hashes and stock list. */
export const ENTRY_OVERHEAD_BYTES = 1200;
