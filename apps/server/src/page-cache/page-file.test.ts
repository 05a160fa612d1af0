import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreServices } from '@seoul-glow/shared';
import { PageCache } from './page-cache';
import { cachedGzip, type KeptPage, type RenderedPage } from './page-entry';
import { PageFile, type PageFileGeneration } from './page-file';
import type { PageSource } from './page-source';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sg-page-file-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('page file (the disk tier)', () => {
  it('gives back exactly what was written, from either generation, and leaves no file behind', async () => {
    const retired: PageFileGeneration[] = [];
    const file = new PageFile(dir, 64 * 1024, (g) => retired.push(g));
    const pieces = Array.from({ length: 12 }, (_, i) => randomBytes(5_000 + i * 997));
    const spots = pieces.map((p) => file.write(p)!);
    // 12 pieces of ~10 KB in generations of 64 KB: two rotations, the first generation retired.
    expect(retired).toHaveLength(1);
    expect(retired[0]).toBe(spots[0]!.generation);
    for (let i = 0; i < pieces.length; i++) {
      if (spots[i]!.generation.retired) continue;
      expect(await file.read(spots[i]!)).toEqual(pieces[i]);
    }
    expect(readdirSync(dir)).toEqual([]);
    file.close();
  });

  it('keeps a retired generation readable until its reads in flight are done', async () => {
    const file = new PageFile(dir, 10_000, () => undefined);
    const first = file.write(Buffer.alloc(6_000, 1))!;
    const reading = file.read(first);
    file.write(Buffer.alloc(6_000, 2));
    file.write(Buffer.alloc(6_000, 3)); // retires the first generation while its read is in flight
    expect(first.generation.retired).toBe(true);
    expect(await reading).toEqual(Buffer.alloc(6_000, 1));
  });

  it('turns itself off when the directory takes no file, and says why once', () => {
    const notADir = path.join(dir, 'a-file');
    writeFileSync(notADir, 'x');
    const errors: unknown[] = [];
    const file = new PageFile(
      path.join(notADir, 'pages'),
      64 * 1024,
      () => undefined,
      (e) => errors.push(e),
    );
    expect(file.write(Buffer.from('page'))).toBeNull();
    expect(file.write(Buffer.from('page'))).toBeNull();
    expect(file.available).toBe(false);
    expect(errors).toHaveLength(1);
  });
});

/** A catalog of fixed answers: enough for the cache, no database. */
function fakeSource(): PageSource {
  const services = {
    listCategories: async () => [],
    listSitemapEntries: async () => ({ products: [], categories: [] }),
    headerPromotion: async () => null,
    listFeaturedProducts: async () => [],
    getProduct: async () => null,
    getProductReviews: async () => null,
    searchProducts: async () => ({ items: [], total: 0, page: 1, pageSize: 24, facets: {} }),
  } as unknown as StoreServices;
  return {
    services,
    fresh: async () => undefined,
    generation: () => 1,
    stockOf: () => undefined,
    onChange: () => undefined,
    productIds: async () => [],
  };
}

/** A page with its own bytes (random, so they do not deflate away) and a shared header. */
function pageOf(n: number): Buffer {
  return Buffer.from(
    `<html><header>same header</header><main>${randomBytes(3_000).toString('hex')} ${n}</main></html>`,
  );
}

describe('page cache with a disk tier', () => {
  const pages = new Map<number, Buffer>();
  let renders = 0;
  const get = (cache: PageCache, n: number) =>
    cache.get(`/products/${n}`, async (): Promise<RenderedPage> => {
      renders++;
      if (!pages.has(n)) pages.set(n, pageOf(n));
      return { status: 200, headers: [['content-type', 'text/html']], body: pages.get(n)!, cacheable: true };
    });
  const text = (answer: RenderedPage | KeptPage) => zlib.gunzipSync(cachedGzip(answer as KeptPage));

  it('keeps every page past the memory bound on disk and serves it byte for byte without a render', async () => {
    const cache = new PageCache(fakeSource(), { diskDir: dir, limits: { maxBytes: 60_000 } });
    renders = 0;
    for (let n = 1; n <= 40; n++) await get(cache, n);
    expect(renders).toBe(40);
    expect(cache.size).toBe(40);
    expect(cache.bytes).toBeLessThanOrEqual(60_000);
    expect(cache.diskBytes).toBeGreaterThan(40 * 3_000);
    for (let n = 1; n <= 40; n++) expect(text(await get(cache, n))).toEqual(pages.get(n));
    expect(renders).toBe(40);
    expect(cache.diskReads).toBeGreaterThan(20);
    // Read back into memory, still within its bound.
    expect(cache.bytes).toBeLessThanOrEqual(60_000);
    expect(readdirSync(dir)).toEqual([]);
    cache.close();
  });

  it('answers concurrent asks for a page on disk with one read', async () => {
    const cache = new PageCache(fakeSource(), { diskDir: dir, limits: { maxBytes: 30_000 } });
    for (let n = 1; n <= 20; n++) await get(cache, n);
    const reads = cache.diskReads;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(cache, 1)));
    for (const a of answers) expect(text(a)).toEqual(pages.get(1));
    expect(cache.diskReads).toBe(reads + 1);
    cache.close();
  });

  it('moves the pages held in memory into the next generation and lets the others go', async () => {
    const cache = new PageCache(fakeSource(), {
      diskDir: dir,
      limits: { maxBytes: 30_000, diskGenerationBytes: 40_000 },
    });
    renders = 0;
    for (let n = 1; n <= 30; n++) await get(cache, n);
    // ~3.3 KB a page in generations of 40 KB: the early pages' generation was retired.
    expect(cache.size).toBeLessThan(30);
    expect(cache.diskBytes).toBeLessThanOrEqual(80_000);
    // The latest pages are all still kept, and read right.
    for (let n = 25; n <= 30; n++) expect(text(await get(cache, n))).toEqual(pages.get(n));
    expect(renders).toBe(30);
    // An early page is rendered again, the same page.
    expect(text(await get(cache, 1))).toEqual(pages.get(1));
    expect(renders).toBe(31);
    cache.close();
  });

  it('keeps pages in memory only, dropping the least recently used, when the disk tier is off', async () => {
    const notADir = path.join(dir, 'a-file');
    writeFileSync(notADir, 'x');
    const cache = new PageCache(fakeSource(), { diskDir: notADir, limits: { maxBytes: 40_000 } });
    renders = 0;
    for (let n = 1; n <= 20; n++) await get(cache, n);
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.size).toBeLessThan(20);
    expect(text(await get(cache, 20))).toEqual(pages.get(20));
    expect(renders).toBe(20);
    cache.close();
  });

  it('keeps at most maxEntries pages, the least recently used going first', async () => {
    const cache = new PageCache(fakeSource(), { diskDir: dir, limits: { maxEntries: 5 } });
    for (let n = 1; n <= 8; n++) await get(cache, n);
    expect(cache.size).toBe(5);
    renders = 0;
    await get(cache, 8);
    expect(renders).toBe(0);
    await get(cache, 1);
    expect(renders).toBe(1);
    cache.close();
  });
});
