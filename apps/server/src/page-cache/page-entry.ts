/**
 * One kept page (page-cache.ts keeps them): what it is made of, how a render becomes one, and
 * whether it still holds.
 *
 * Correctness: an entry remembers every catalog read its loaders made (the call and a fingerprint
 * of its answer), the stock of every product it shows and the catalog generation it was rendered
 * from (bumped by every product, image or category change, in this process or, through NOTIFY, in
 * any other). A lookup first renews the catalog's stock snapshot as every read does (at most
 * STOCK_MAX_AGE_MS old). In the same generation, the entry holds while each stock it shows is
 * unchanged. After a change, the entry's reads are made again: if every answer is the same (an
 * edit elsewhere in the catalog), the entry carries on into the new generation; otherwise the page
 * is rendered again. So editing one product re-renders the few pages that show it, not the whole
 * cache. Entries also end with the year (the footer's copyright) and after an hour
 * (page-cache-limits.ts).
 *
 * CSP: a cached page's bytes are shared by many responses, so it carries no nonce; its inline
 * scripts are allowed by their SHA-256 hashes instead (computed once per entry).
 */
import { createHash } from 'node:crypto';
import { answersNow, fingerprint, type CatalogCall } from './page-reads';
import { gzipOf, type SegmentedBody } from './page-segments';
import type { PageFileGeneration } from './page-file';
import type { PageSource } from './page-source';

/** How many times a kept page's reads are asked again while the catalog keeps changing. */
const VALIDITY_LOOKS = 3;

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

/** What a render read and showed, recorded by recordingServices (page-reads.ts). */
export interface PageReads {
  calls: CatalogCall[];
  answers: unknown[];
}

/** A render as a kept page, its body already cut into segments, valid for `generation`. */
export function keptEntry(
  key: string,
  page: RenderedPage,
  body: SegmentedBody,
  generation: number,
  reads: PageReads,
  shown: Map<number, number>,
): CachedPage {
  const isHtml = page.headers.some(([k, v]) => k === 'content-type' && v.startsWith('text/html'));
  return {
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
}

/** Whether a kept page may still be sent: young enough, this year's, and showing the catalog as it is. */
export async function entryHolds(entry: CachedPage, source: PageSource, maxAgeMs: number): Promise<boolean> {
  const now = new Date();
  const storedAt = entry.storedAt * 1000;
  if (now.getTime() - storedAt > maxAgeMs) return false;
  if (new Date(storedAt).getFullYear() !== now.getFullYear()) return false;
  // The catalog changed: does this page show any of it? A change while its reads are asked
  // again (a second signal of the same edit, often) has them asked once more, not the page
  // rendered again, a few times at most.
  for (let look = 0; entry.generation !== source.generation(); look++) {
    if (look === VALIDITY_LOOKS) return false;
    const generation = source.generation();
    const cut = entry.reads.indexOf('\n');
    const calls = JSON.parse(entry.reads.slice(cut + 1)) as CatalogCall[];
    if ((await answersNow(source.services, calls)) !== entry.reads.slice(0, cut)) return false;
    if (source.generation() === generation) entry.generation = generation;
  }
  const { shown } = entry;
  for (let i = 0; i < shown.length; i += 2) {
    if (source.stockOf(shown[i]!) !== shown[i + 1]) return false;
  }
  return true;
}
