import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { catalogChanged } from '../modules/catalog/catalog-cache';
import { createTestApp, requireWebBuild, type TestApp } from '../../test/app';
import { catalogQuiet } from '../../test/catalog-quiet';
import { insertCategory, insertProduct } from '../../test/admin-fixtures';
import type { PageCache } from './page-cache';

const ORIGIN = 'http://shop.test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The paths rendered into the page cache from now on (its get, wrapped on the instance). */
function renderedPaths(cache: PageCache): string[] {
  const paths: string[] = [];
  const get = cache.get.bind(cache);
  cache.get = (key, render) =>
    get(key, (services) => {
      paths.push(key.slice(ORIGIN.length));
      return render(services);
    });
  return paths;
}

describe('store pages pre-rendered while the server is idle', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const pages = () => t.app.pages;

  beforeAll(async () => {
    const web = await requireWebBuild();
    t = await createTestApp({ web, env: { PRERENDER_PAGES: '1', PUBLIC_URL: ORIGIN } });
    const skincare = await insertCategory(t, 'Skincare');
    const makeup = await insertCategory(t, 'Makeup');
    ids.toner = (await insertProduct(t, skincare.id, { name: 'Rice Toner' })).id;
    ids.cream = (await insertProduct(t, skincare.id, { name: 'Ginseng Cream' })).id;
    ids.tint = (await insertProduct(t, makeup.id, { name: 'Velvet Tint' })).id;
    catalogChanged(t.database.db);
    await pages().prerenderer!.settled();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders the home page, the product list and every product page before anyone asks', async () => {
    const renders = pages().cache!.renders;
    for (const path of ['/', '/products', ...Object.values(ids).map((id) => `/products/${id}`)]) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
    }
    expect(pages().cache!.renders).toBe(renders);
    const product = await t.app.inject(`/products/${ids.tint}`);
    expect(product.body).toContain('Velvet Tint');
    expect(product.body).toContain(`${ORIGIN}/products/${ids.tint}`);
  });

  it('after an edit renders again only the pages that show the edited product', async () => {
    const prerenderer = pages().prerenderer!;
    // The inserts' own late NOTIFYs (a busy machine) would have more pages rendered below.
    await catalogQuiet(t);
    await prerenderer.settled();
    const paths = renderedPaths(pages().cache!);
    await t.database.db
      .update(products)
      .set({ name: 'Red Ginseng Cream' })
      .where(eq(products.id, ids.cream!));
    catalogChanged(t.database.db);
    await prerenderer.settled();
    // The cream's own page, the toner's (the cream is its related product) and the product list;
    // the tint's page, in another category, and the home page (no featured products) are kept.
    // Paths, not a count: the trigger's own NOTIFY may land during a render, and a page rendered
    // across a change is sent but not kept, so it is rendered once more.
    expect([...new Set(paths)].sort()).toEqual(
      ['/products', `/products/${ids.cream}`, `/products/${ids.toner}`].sort(),
    );
    const renders = pages().cache!.renders;
    const toner = await t.app.inject(`/products/${ids.toner}`);
    expect(toner.body).toContain('Red Ginseng Cream');
    expect(pages().cache!.renders).toBe(renders);
  });

  it('waits while requests are in flight', async () => {
    const prerenderer = pages().prerenderer!;
    // The edit above may still be answered by a late NOTIFY of its own (its pages rendered once more).
    await catalogQuiet(t);
    await prerenderer.settled();
    const paths = renderedPaths(pages().cache!);
    prerenderer.requestStarted();
    await t.database.db.update(products).set({ name: 'Velvet Lip Tint' }).where(eq(products.id, ids.tint!));
    catalogChanged(t.database.db);
    // Both change signals of this edit in (the NOTIFY one can come late on a busy machine): one
    // arriving while the pass checks a kept page has it rendered again, the home page too.
    await catalogQuiet(t);
    expect(paths).toEqual([]);
    prerenderer.requestEnded();
    await prerenderer.settled();
    // The tint's page and the product list, not the home page (no featured products). Not an
    // exact list: a late NOTIFY of the edit above renders the cream's pages once more.
    expect(paths).toContain('/products');
    expect(paths).toContain(`/products/${ids.tint}`);
    expect(paths).not.toContain('/');
  });

  it('counts every request as in flight until its answer ends, answered or abandoned', async () => {
    const prerenderer = pages().prerenderer!;
    let inFlight = 0;
    const started = prerenderer.requestStarted.bind(prerenderer);
    const ended = prerenderer.requestEnded.bind(prerenderer);
    prerenderer.requestStarted = () => (inFlight++, started());
    prerenderer.requestEnded = () => (inFlight--, ended());
    try {
      await t.app.inject('/api/health/live');
      await t.app.inject(`/products/${ids.toner}`);
      expect(inFlight).toBe(0);
      // A client that hangs up before the answer: its request ends all the same.
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /products?q=never-answered HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
          setTimeout(() => socket.destroy(), 5);
        });
        socket.on('close', () => resolve());
      });
      for (let i = 0; i < 50 && inFlight !== 0; i++) await sleep(20);
      expect(inFlight).toBe(0);
    } finally {
      prerenderer.requestStarted = started;
      prerenderer.requestEnded = ended;
    }
  });
});
