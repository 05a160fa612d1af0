/**
 * Cached pages kept as gzip built from shared pieces (README.md beside this file). Store pages repeat most of their
 * bytes: every page has the same header and footer, every product page of a category the same
 * related-products section, and the same route scripts. A page is cut into segments at its
 * landmarks (head, header, main, sections, footer, scripts). Each segment is deflated on its own
 * and ends with a sync flush, on a byte boundary, so deflated segments laid one after the other
 * and closed with an empty final block form one valid deflate stream.
 *
 * - A segment seen in a second page (same bytes) is deflated without reference to anything before
 *   it and kept once for every page that has it.
 * - A segment seen only in this page is deflated with the 32 KB of the page that come before it
 *   as its dictionary: deflate may refer back into those bytes, which the browser has just
 *   decoded (its window is the same 32 KB), so the product's own markup costs little beyond its
 *   text.
 *
 * A page is then its list of segments plus the CRC-32 and length that the gzip trailer needs: a
 * product page keeps ~4-5 KB of its own instead of ~10 KB, and a render deflates only the
 * segments nobody has seen yet.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Where a page is cut: before each of these tags, and before the first of the next ones. */
const CUT_BEFORE = ['<header', '<main', '</main>', '<section', '<footer', '<script'].map((tag) =>
  Buffer.from(tag),
);
/** The route's preloads: the same for every page of a route, after the page's own meta tags. */
const CUT_BEFORE_FIRST = ['<link rel="modulepreload"'].map((tag) => Buffer.from(tag));
/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** An empty final block with fixed Huffman codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const LEVEL = 6;
/** deflate's window: how far back a segment may refer into the page before it. */
const WINDOW = 32 * 1024;

export interface Segment {
  key: string;
  deflated: Buffer;
  /** How many kept pages use it. */
  users: number;
}

/** A page as kept, with the CRC-32 and length that the gzip trailer needs. */
export interface SegmentedBody {
  /** In page order: a shared segment, or the length of the next piece of the page's own bytes. */
  parts: (Segment | number)[];
  /**
   * The page's own segments, each deflated against the page before it, end to end: in memory,
   * or null while they are only on disk (page-file.ts; the cache reads them back).
   */
  own: Buffer | null;
  /** How many bytes the own segments take. */
  ownLength: number;
  /** Sighting keys of the own segments, to forget them when the page goes. */
  ownKeys: number[];
  /** CRC-32 as a signed 32-bit number (a small integer, not a boxed double). */
  crc: number;
  length: number;
}

/** The byte offsets where `body` is cut into segments (landmark tags), in order, without 0. */
export function cutPoints(body: Buffer): number[] {
  const cuts = new Set<number>();
  for (const tag of CUT_BEFORE) {
    for (let at = body.indexOf(tag, 1); at !== -1; at = body.indexOf(tag, at + tag.length)) cuts.add(at);
  }
  for (const tag of CUT_BEFORE_FIRST) {
    const at = body.indexOf(tag, 1);
    if (at !== -1) cuts.add(at);
  }
  return [...cuts].sort((a, b) => a - b);
}

function deflate(raw: Buffer, dictionary?: Buffer): Buffer {
  return zlib.deflateRawSync(raw, {
    level: LEVEL,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    ...(dictionary?.length ? { dictionary } : {}),
  });
}

/** zlib's output is a view of a 16 KB working buffer: kept bytes get an exact buffer of their own. */
function exactCopy(buffers: Buffer[]): Buffer {
  const out = Buffer.allocUnsafeSlow(buffers.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of buffers) at += b.copy(out, at);
  return out;
}

/** Deflated segments: shared ones kept once however many pages use them. */
export class SegmentStore {
  private readonly shared = new Map<string, Segment>();
  /**
   * How many kept pages hold a segment privately, by a 30-bit key from its hash: a collision
   * only makes a segment shared one page early.
   */
  private readonly sightings = new Map<number, number>();
  /** Bytes of the shared segments' deflated form (each page's own bytes are the cache's to count). */
  bytes = 0;

  /** Cuts `body`, reusing shared segments; the returned body holds a use of each of its segments. */
  add(body: Buffer): SegmentedBody {
    const parts: (Segment | number)[] = [];
    const own: Buffer[] = [];
    const ownKeys: number[] = [];
    let from = 0;
    for (const to of [...cutPoints(body), body.length]) {
      if (to <= from) continue;
      const raw = body.subarray(from, to);
      const hash = createHash('sha1').update(raw).digest();
      const key = hash.toString('base64');
      const sighting = hash.readUInt32BE(0) >>> 2;
      let segment = this.shared.get(key);
      if (!segment && this.sightings.has(sighting)) {
        // A second page with these bytes: from now on they are kept once for all.
        segment = { key, deflated: exactCopy([deflate(raw)]), users: 0 };
        this.shared.set(key, segment);
        this.bytes += segment.deflated.length;
      }
      if (segment) {
        segment.users++;
        parts.push(segment);
      } else {
        const deflated = deflate(raw, body.subarray(Math.max(0, from - WINDOW), from));
        own.push(deflated);
        ownKeys.push(sighting);
        this.sightings.set(sighting, (this.sightings.get(sighting) ?? 0) + 1);
        parts.push(deflated.length);
      }
      from = to;
    }
    const ownBytes = exactCopy(own);
    // Exact copies: an array grown by push keeps room for half as many again (10,000 pages).
    return {
      parts: parts.slice(),
      own: ownBytes,
      ownLength: ownBytes.length,
      ownKeys: ownKeys.slice(),
      crc: zlib.crc32(body) | 0,
      length: body.length,
    };
  }

  /** Gives back the uses `add` took; segments no page uses any more are dropped. */
  release(body: SegmentedBody): void {
    for (const key of body.ownKeys) {
      const seen = (this.sightings.get(key) ?? 1) - 1;
      if (seen > 0) this.sightings.set(key, seen);
      else this.sightings.delete(key);
    }
    for (const part of body.parts) {
      if (typeof part === 'number' || --part.users > 0) continue;
      this.shared.delete(part.key);
      this.bytes -= part.deflated.length;
    }
  }
}

/**
 * Answers are cut from slabs, as Node cuts small buffers from its pool: a page's gzip (~10-20 KB)
 * is past the pool's 4 KB, and a buffer of its own per answer cost about a twentieth of a kept
 * page's CPU (an ArrayBuffer and its external-memory accounting each time). A slab goes when the
 * last answer cut from it has been sent and collected, so a client that reads slowly holds at
 * most one slab (128 KB) beyond its own answer; an answer past a quarter of a slab gets its own.
 */
const SLAB_BYTES = 128 * 1024;
let slab = Buffer.allocUnsafeSlow(0);
let slabUsed = 0;

function fromSlab(length: number): Buffer {
  if (length > SLAB_BYTES / 4) return Buffer.allocUnsafeSlow(length);
  if (slabUsed + length > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + length);
  // Eight-byte aligned, as Node's pool keeps its cuts.
  slabUsed += (length + 7) & ~7;
  return out;
}

/** The page as one gzip member, ready to send with `Content-Encoding: gzip`; `own` is its own bytes. */
export function gzipOf(body: SegmentedBody, own: Buffer): Buffer {
  let length = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  for (const part of body.parts) length += typeof part === 'number' ? part : part.deflated.length;
  const out = fromSlab(length);
  let at = GZIP_HEADER.copy(out, 0);
  let from = 0;
  for (const part of body.parts) {
    if (typeof part === 'number') at += own.copy(out, at, from, (from += part));
    else at += part.deflated.copy(out, at);
  }
  at += FINAL_BLOCK.copy(out, at);
  at = out.writeUInt32LE(body.crc >>> 0, at);
  out.writeUInt32LE(body.length % 2 ** 32, at);
  return out;
}
