import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutPoints, gzipOf, SegmentStore, type SegmentedBody } from './page-segments';

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

  it('cuts answers from shared slabs without one answer ever writing over another', () => {
    const store = new SegmentStore();
    // Pages that do not compress away, from ~1 KB to past the slab's largest cut (32 KB), more
    // than one slab of them, all held at once, then read.
    const bodies = Array.from({ length: 160 }, (_, i) =>
      page(
        `Page ${i}`,
        randomBytes(i % 40 === 0 ? 60_000 : 200 + ((i * 7919) % 6_000)).toString('hex'),
        `<p>${i}</p>`,
      ),
    );
    const answers = bodies.map((body) => {
      const kept = store.add(body);
      return gzipOf(kept, kept.own!);
    });
    answers.forEach((answer, i) => expect(zlib.gunzipSync(answer)).toEqual(bodies[i]));
  });

  it('gives back exactly each page as valid gzip, whatever their bytes and whatever they share', () => {
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
    const part = fc.oneof(
      fc.string(),
      fc.constantFrom(...tags),
      fc.constantFrom('<footer>same</footer>', '<section>x'),
    );
    fc.assert(
      fc.property(fc.array(fc.array(part, { maxLength: 30 }), { minLength: 1, maxLength: 4 }), (pages) => {
        const store = new SegmentStore();
        const bodies = pages.map((parts) => Buffer.from(parts.join('')));
        const kept = bodies.map((body) => store.add(body));
        // gunzip checks the CRC-32 and the length of the trailer as well.
        kept.forEach((body, i) => expect(zlib.gunzipSync(gzipOf(body, body.own!))).toEqual(bodies[i]));
      }),
    );
    const store = new SegmentStore();
    const empty = store.add(Buffer.alloc(0));
    expect(zlib.gunzipSync(gzipOf(empty, empty.own!))).toEqual(Buffer.alloc(0));
  });

  it('keeps what pages share once, from the second page on, and drops it with the last user', () => {
    const store = new SegmentStore();
    const bodies: SegmentedBody[] = [];
    /** The shared segments (the store's bytes) and every page's own bytes. */
    const kept = () => store.bytes + bodies.reduce((n, body) => n + body.ownLength, 0);
    const first = store.add(page('Rice Toner', 'Soft.', '<p>Cica Cream</p>'));
    bodies.push(first);
    const firstBytes = kept();
    expect(first.parts.every((part) => typeof part === 'number')).toBe(true);
    const second = store.add(page('Green Tea Serum', 'Calm.', '<p>Cica Cream</p>'));
    bodies.push(second);
    const secondBytes = kept() - firstBytes;
    const third = store.add(page('Snail Essence', 'Dewy.', '<p>Cica Cream</p>'));
    bodies.push(third);
    // The third page adds its head, heading and script; header, footer and related are shared.
    expect(kept() - firstBytes - secondBytes).toBeLessThan(firstBytes / 3);
    expect(third.parts.filter((part) => typeof part !== 'number').length).toBeGreaterThanOrEqual(4);
    // Kept bytes own exactly their buffers (zlib's output is a view of a 16 KB buffer).
    for (const body of [first, second, third]) {
      expect(body.own!.buffer.byteLength).toBe(body.ownLength);
      for (const part of body.parts) {
        if (typeof part !== 'number') expect(part.deflated.buffer.byteLength).toBe(part.deflated.length);
      }
    }
    store.release(first);
    store.release(second);
    expect(zlib.gunzipSync(gzipOf(third, third.own!)).toString()).toContain('Snail Essence');
    expect(store.bytes).toBeGreaterThan(0);
    store.release(third);
    expect(store.bytes).toBe(0);
  });

  it("deflates a page's own segments against the page before them", () => {
    const store = new SegmentStore();
    const body = page('Rice Toner', 'Soft.', '<p>Cica Cream</p>');
    const kept = store.add(body);
    const alone = zlib.gzipSync(body, { level: 3 });
    // Laid end to end, the segments cost about what the page deflated whole does.
    expect(gzipOf(kept, kept.own!).length).toBeLessThan(alone.length * 1.2);
  });
});
