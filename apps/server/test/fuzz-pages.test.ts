/**
 * The fuzz suite's pages: every store and admin page of the web app's route table, asked with
 * over-long, repeated, malformed and hostile query parameters (the names the pages read and
 * others). A page answers them (cut, ignored or a not-found page), never with a 5xx
 * (docs/product.md#validation). FUZZ_RUNS raises the random runs; FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import { SEARCH_FILTER_PARAMS } from '@seoul-glow/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCategory, insertOrder, insertProduct } from './admin-fixtures';
import { createTestApp, logLines, requireWebBuild, type TestApp } from './app';
import { hostileString } from './fuzz-arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** A failure names its seed: FUZZ_SEED replays the run. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

let t: TestApp;
let pages: string[];
/** The server's error log, so a 5xx is reported with the error that made it. */
const { lines: errors, stream: errorLog } = logLines();

beforeAll(async () => {
  const web = await requireWebBuild();
  t = await createTestApp({ web, env: { LOG_LEVEL: 'error' }, logStream: errorLog });
  const category = await insertCategory(t, 'Skincare');
  const product = await insertProduct(t, category.id, { name: 'Fuzzed Snail Essence' });
  const order = await insertOrder(t, [{ productId: product.id, quantity: 1, unitPriceCents: 1500 }]);
  pages = [
    '/',
    '/products',
    `/products/${product.id}`,
    '/products/999999',
    '/cart',
    '/checkout',
    '/payment/success',
    '/payment/cancel',
    '/orders',
    `/orders/${order.publicId}`,
    '/orders/find',
    '/contact',
    '/wishlist',
    '/privacy',
    '/terms',
    '/cookies',
    '/admin',
    '/admin/login',
    '/admin/products',
    '/admin/orders',
    '/admin/settings/privacy',
    '/sitemap.xml',
    '/robots.txt',
    '/no-such-page',
  ];
});
afterAll(async () => {
  await t?.close();
});

/** Parameters the pages read, and a few they do not. */
const NAMES = [
  'q',
  'category',
  'sort',
  'page',
  'pageSize',
  'ids',
  'orderNumber',
  'session_id',
  'token',
  'email',
  'redirect',
  ...SEARCH_FILTER_PARAMS,
  '__proto__',
  'constructor',
];

const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

const longValue = fc.oneof(
  fc.integer({ min: 190, max: 12_000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 50, max: 3_000 }).map((n) => 'serum, '.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '9'.repeat(n)),
  hostileString.map((s) => s.repeat(20).slice(0, 8_000)),
);
const value = fc.oneof(
  { weight: 3, arbitrary: longValue.map(encode) },
  { weight: 2, arbitrary: hostileString.map((s) => encode(s.slice(0, 500))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '-1', '1e309', 'NaN', '') },
);
const query = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...NAMES),
        hostileString.map((s) => s.slice(0, 40)),
      ),
      value,
    ),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&'));

describe('store pages', () => {
  it('need no inline styles and say what the browser may give them', async () => {
    for (const path of pages.filter(
      (p) => !p.startsWith('/admin') && !p.endsWith('.xml') && !p.endsWith('.txt'),
    )) {
      const res = await t.app.inject({ url: path });
      // A redirect (an unknown path goes home) has no document to guard.
      if (res.statusCode >= 300 && res.statusCode < 400) continue;
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("style-src 'self';");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(res.headers['permissions-policy'], path).toContain('camera=(self)');
      expect(res.body, path).not.toMatch(/<[^>]+\sstyle=/);
    }
  });
});

describe('every page with hostile query parameters', () => {
  it('answers a search longer than 200 characters with the list, searched by its first 200', async () => {
    const res = await t.app.inject({ url: `/products?q=${'snail'.repeat(60)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Showing');
  });

  it("answers Object.prototype's member names in every parameter, rendering no object", async () => {
    // A label table read with a typed value once answered `concern=__proto__` with a 500 and
    // rendered a function for `productType=constructor` (React only warns of that one).
    const reactErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: string[] = [];
    try {
      for (const word of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
        const qs = NAMES.map((n) => `${encode(n)}=${word}`).join('&');
        for (const path of [...pages, '/products?q=serum', '/ingredients', '/ingredients/niacinamide']) {
          reactErrors.mockClear();
          errors.length = 0;
          const url = `${path}${path.includes('?') ? '&' : '?'}${qs}`;
          const res = await t.app.inject({ url });
          if (res.statusCode >= 500 || reactErrors.mock.calls.length) {
            failures.push(`${res.statusCode} ${url}: ${String(reactErrors.mock.calls[0]?.[0] ?? errors[0])}`);
          }
        }
      }
    } finally {
      reactErrors.mockRestore();
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx, whatever the parameters', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), query, async (path, qs) => {
        const url = `${path}?${qs}`;
        errors.length = 0;
        const res = await t.app.inject({ url });
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${url.slice(0, 2_000)}\n${errors.join('\n').slice(0, 4_000)}`);
        }
      }),
      { numRuns: RUNS * pages.length, seed: SEED },
    );
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  });

  it('answers each page with every parameter it reads at 10,000 characters', async () => {
    const all = NAMES.map((n) => `${n}=${'x'.repeat(10_000)}`).join('&');
    for (const path of pages) {
      const res = await t.app.inject({ url: `${path}?${all}` });
      expect(res.statusCode, path).toBeLessThan(500);
    }
  });
});
