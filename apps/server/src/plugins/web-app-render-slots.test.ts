import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
import { createTestApp, requireWebBuild, type TestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/admin-fixtures';

/**
 * Pages render a few at a time (web-app.ts, renderSlot): 20 crawlers on uncached product pages
 * used to start 20 renders at once and ran the server's heap out of memory.
 */
describe('server-rendered pages under a crowd', () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    const web = await requireWebBuild();
    t = await createTestApp({ web, env: { PRERENDER_PAGES: '0' } });
    const skincare = await insertCategory(t, 'Skincare');
    for (let i = 0; i < 12; i++)
      ids.push((await insertProduct(t, skincare.id, { name: `Crowd Serum ${i}` })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders at most four pages at once and answers every request', async () => {
    const catalog = t.app.services.catalog;
    const getProduct = catalog.getProduct.bind(catalog);
    let running = 0;
    let most = 0;
    catalog.getProduct = async (id) => {
      most = Math.max(most, ++running);
      try {
        await new Promise((r) => setTimeout(r, 40));
        return await getProduct(id);
      } finally {
        running--;
      }
    };
    try {
      const pages = await Promise.all(ids.map((id) => t.app.inject(`/products/${id}`)));
      expect(pages.map((p) => p.statusCode)).toEqual(ids.map(() => 200));
      pages.forEach((page, i) => expect(page.body).toContain(`Crowd Serum ${i}`));
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(4);
    } finally {
      catalog.getProduct = getProduct;
    }
  });

  it("clears a streamed page's abort timer once the page is sent", async () => {
    // entry.server.tsx aborts a render still streaming after 6 s; a sent page must not keep it
    // (and with it the finished render) alive for those 6 s.
    const timers: unknown[] = [];
    const cleared = new Set<unknown>();
    const setSpy = vi.spyOn(globalThis, 'setTimeout');
    setSpy.mockImplementation(((fn: () => void, ms?: number) => {
      const timer = realSetTimeout(fn, ms);
      if (ms === 6000) timers.push(timer);
      return timer;
    }) as typeof setTimeout);
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout').mockImplementation((timer) => {
      cleared.add(timer);
      realClearTimeout(timer as NodeJS.Timeout);
    });
    try {
      // Pages the page cache does not keep are streamed (web-app.ts): checkout and privacy.
      const pages = [await t.app.inject('/checkout'), await t.app.inject('/privacy')];
      expect(pages.map((p) => p.statusCode)).toEqual([200, 200]);
      expect(pages.every((p) => p.body.includes('</html>'))).toBe(true);
      await new Promise((r) => setImmediate(r));
      expect(timers).toHaveLength(2);
      expect(timers.filter((timer) => !cleared.has(timer))).toEqual([]);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
  });
});

/**
 * A stop waits for the pages still rendering (web-app.ts, renders): a client that hangs up leaves
 * its render running, and the database pool closes once the app has. That render used to read the
 * ended pool ("Cannot use a pool after calling end on the pool").
 */
describe('a stop while a page renders for a client that hung up', () => {
  let t: TestApp;

  beforeAll(async () => {
    const web = await requireWebBuild();
    t = await createTestApp({ web, env: { PRERENDER_PAGES: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closes the app only once the render has read what it needed', async () => {
    const skincare = await insertCategory(t, 'Skincare');
    const { id } = await insertProduct(t, skincare.id, { name: 'Late Serum' });
    const catalog = t.app.services.catalog;
    const getProduct = catalog.getProduct.bind(catalog);
    const events: string[] = [];
    let renderStarted!: () => void;
    const started = new Promise<void>((resolve) => (renderStarted = resolve));
    catalog.getProduct = async (productId) => {
      renderStarted();
      await new Promise((r) => setTimeout(r, 300));
      const product = await getProduct(productId);
      events.push('render read the product');
      return product;
    };
    const close = catalog.close.bind(catalog);
    catalog.close = () => (events.push('catalog closed'), close());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1', () =>
      socket.write(`GET /products/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    socket.on('error', () => undefined);
    await started;
    socket.destroy();
    await t.app.close();
    events.push('app closed');
    // The page reads the product for itself and for the guide's links to it: every read is done
    // before the catalog closes, and the catalog before the app.
    expect(events.slice(-2)).toEqual(['catalog closed', 'app closed']);
    expect(events.slice(0, -2).length).toBeGreaterThan(0);
    expect(events.slice(0, -2).every((e) => e === 'render read the product')).toBe(true);
  });
});
