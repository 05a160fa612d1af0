import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutPoints, gzipOf, SegmentStore } from './page-segments';

/** Links that do not compress away, as a real footer's do not. */
const footerLinks = Array.from(
  { length: 40 },
  (_, i) =>
    `<a href="/products/${(i * 7919) % 1000}">${['Serum', 'Toner', 'Cream', 'Mask'][i % 4]} ${(i * 31) % 97}</a>`,
).join('');

const page = (title: string, main: string, related: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><header><a href="/">Seoul Glow</a></header>` +
      `<main><h1>${title}</h1><p>${main}</p><section><h2>Related</h2>${related}</section></main>` +
      `<footer>${footerLinks}</footer><script>window.x = ${JSON.stringify(title)}</script></body></html>`,
  );

describe('pages kept as shared gzip segments', () => {
  it('cuts a page before its landmarks and scripts', () => {
    const body = page('Rice Toner', 'Soft.', '<p>Cica</p>');
    const text = body.toString();
    expect(cutPoints(body).map((at) => text.slice(at, at + 7))).toEqual([
      '<header',
      '<main><',
      '<sectio',
      '</main>',
      '<footer',
      '<script',
    ]);
  });

  it('gives back exactly the page as valid gzip, whatever its bytes', () => {
    const tags = [
      '<header>',
      '<main>',
      '</main>',
      '<section>',
      '<footer>',
      '<script>',
      'é',
      '한국',
      '\u0000',
    ];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...tags)), { maxLength: 40 }), (parts) => {
        const body = Buffer.from(parts.join(''));
        const store = new SegmentStore();
        // gunzip checks the CRC-32 and the length of the trailer as well.
        expect(zlib.gunzipSync(gzipOf(store.add(body)))).toEqual(body);
      }),
    );
    const store = new SegmentStore();
    expect(zlib.gunzipSync(gzipOf(store.add(Buffer.alloc(0))))).toEqual(Buffer.alloc(0));
  });

  it('keeps a segment several pages share once, and drops it with the last page using it', () => {
    const store = new SegmentStore();
    const alone = new SegmentStore();
    const first = store.add(page('Rice Toner', 'Soft.', '<p>Cica Cream</p>'));
    alone.add(page('Rice Toner', 'Soft.', '<p>Cica Cream</p>'));
    const firstBytes = store.bytes;
    const second = store.add(page('Green Tea Serum', 'Calm.', '<p>Cica Cream</p>'));
    // The second page adds its head, heading and script; header, footer and related are shared.
    expect(store.bytes - firstBytes).toBeLessThan(firstBytes / 2);
    expect(alone.bytes).toBe(firstBytes);
    // Each kept segment owns exactly its bytes (zlib's output is a view of a 16 KB buffer).
    for (const segment of [...first.segments, ...second.segments]) {
      expect(segment.deflated.buffer.byteLength).toBe(segment.deflated.length);
    }
    store.release(first);
    expect(zlib.gunzipSync(gzipOf(second)).toString()).toContain('Green Tea Serum');
    expect(store.bytes).toBeGreaterThan(0);
    store.release(second);
    expect(store.bytes).toBe(0);
  });
});
