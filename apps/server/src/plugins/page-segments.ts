/**
 * Cached pages kept as gzip built from shared pieces (issue 7). Store pages repeat most of their
 * bytes: every page has the same header and footer, every product page of a category the same
 * related-products section, and the same route scripts. A page is cut into segments at its
 * landmarks (head, header, main, sections, footer, scripts); each segment is deflated on its own
 * with a sync flush, which ends it on a byte boundary with no reference back into what came
 * before, so deflated segments can be laid one after the other and closed with an empty final
 * block to form one valid deflate stream. A segment seen before (same bytes) is kept once and
 * shared. A page is then its list of segments plus the CRC-32 and length that the gzip trailer
 * needs: a product page keeps ~3-4 KB of its own instead of ~10 KB, and a render deflates only
 * the segments nobody has seen yet.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Where a page is cut: before each of these tags. */
const CUT_BEFORE = ['<header', '<main', '</main>', '<section', '<footer', '<script'].map((tag) =>
  Buffer.from(tag),
);
/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** An empty final block with fixed Huffman codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const LEVEL = 3;

export interface Segment {
  key: string;
  deflated: Buffer;
  /** How many kept pages use it. */
  users: number;
}

/** A page as kept: its segments in order, with the gzip trailer's CRC-32 and length. */
export interface SegmentedBody {
  segments: Segment[];
  crc: number;
  length: number;
}

/** The byte offsets where `body` is cut into segments (landmark tags), in order, without 0. */
export function cutPoints(body: Buffer): number[] {
  const cuts = new Set<number>();
  for (const tag of CUT_BEFORE) {
    for (let at = body.indexOf(tag, 1); at !== -1; at = body.indexOf(tag, at + tag.length)) cuts.add(at);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** Deflated segments kept once however many pages use them. */
export class SegmentStore {
  private readonly segments = new Map<string, Segment>();
  /** Bytes of every kept segment's deflated form. */
  bytes = 0;

  /** Cuts `body`, reusing kept segments; the returned body holds a use of each of its segments. */
  add(body: Buffer): SegmentedBody {
    const segments: Segment[] = [];
    let from = 0;
    for (const to of [...cutPoints(body), body.length]) {
      if (to > from) segments.push(this.intern(body.subarray(from, to)));
      from = to;
    }
    return { segments, crc: zlib.crc32(body), length: body.length };
  }

  /** Gives back the uses `add` took; segments no page uses any more are dropped. */
  release(body: SegmentedBody): void {
    for (const segment of body.segments) {
      if (--segment.users > 0) continue;
      this.segments.delete(segment.key);
      this.bytes -= segment.deflated.length;
    }
  }

  clear(): void {
    this.segments.clear();
    this.bytes = 0;
  }

  private intern(raw: Buffer): Segment {
    const key = createHash('sha1').update(raw).digest('base64');
    let segment = this.segments.get(key);
    if (!segment) {
      const output = zlib.deflateRawSync(raw, { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      // zlib's output is a view of a 16 KB working buffer: keep an exact copy, not the whole of it.
      const deflated = Buffer.allocUnsafeSlow(output.length);
      output.copy(deflated);
      segment = { key, deflated, users: 0 };
      this.segments.set(key, segment);
      this.bytes += deflated.length;
    }
    segment.users++;
    return segment;
  }
}

/** The page as one gzip member, ready to send with `Content-Encoding: gzip`. */
export function gzipOf(body: SegmentedBody): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(body.crc >>> 0, 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...body.segments.map((s) => s.deflated), FINAL_BLOCK, trailer]);
}
