import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { catalogChanged } from '../modules/catalog/catalog-cache';
import { STOCK_MAX_AGE_MS } from '../modules/catalog/catalog-cache';
import { createTestApp, requireWebBuild, type TestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/admin-fixtures';
import { CatalogService } from '../modules/catalog/catalog.service';
import { catalogPageSource } from '../modules/catalog/catalog-page-source';
import { guideStoreReads } from '../modules/guide/guide-store-reads';
import { PageCache } from './page-cache';
import { cachedGzip, inlineScriptHashes, type KeptPage, type RenderedPage } from './page-entry';
import { isCacheablePage, pageCacheKey } from './page-keys';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server-rendered page cache', () => {
  let t: TestApp;
  let productId: number;
  let otherId: number;

  beforeAll(async () => {
    const web = await requireWebBuild();
    t = await createTestApp({ web });
    const category = await insertCategory(t, 'Skincare');
    productId = (await insertProduct(t, category.id, { name: 'Cached Rice Toner', stockQuantity: 40 })).id;
    otherId = (await insertProduct(t, category.id, { name: 'Related Ginseng Cream', stockQuantity: 9 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves a product page again from the cache, byte for byte, with an ETag', async () => {
    const first = await page(`/products/${productId}`);
    const second = await page(`/products/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Cached Rice Toner');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps the whole document, its data scripts included, rendered in one piece', async () => {
    const { body } = await page(`/products/${productId}`);
    expect(body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
    expect(body).toContain('window.__reactRouterContext.streamController.close()');
    // The build's icons come from the lighter factory: lucide's markup, one element per icon.
    expect(body).toMatch(
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="[\d.]+" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-heart[^"]*"[^>]*><path d="[^"]+"><\/path><\/svg>/,
    );
  });

  it('allows exactly the inline scripts of a cached page by hash, with no nonce', async () => {
    const res = await page(`/products/${productId}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    expect(res.body).not.toContain('nonce=');
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(inline.length).toBeGreaterThan(2);
    for (const script of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { headers } = await page(`/products/${productId}`);
    const res = await page(`/products/${productId}`, { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('sends the kept gzip body to clients that take gzip, and unzips it for the others', async () => {
    const plain = await page(`/products/${productId}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('</html>');
    for (const accept of ['gzip', 'br, gzip, deflate', 'gzip;q=0.5, identity']) {
      const res = await page(`/products/${productId}`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    }
    const noGzip = await page(`/products/${productId}`, { 'accept-encoding': 'gzip;q=0, deflate' });
    expect(noGzip.headers['content-encoding']).toBeUndefined();
    expect(noGzip.body).toBe(plain.body);
  });

  it('shows a catalog edit on the next request', async () => {
    await page(`/products/${productId}`);
    await t.database.db
      .update(products)
      .set({ name: 'Renamed Rice Toner' })
      .where(eq(products.id, productId));
    // What the admin product service does right after its commit (NOTIFY covers other processes).
    catalogChanged(t.database.db);
    const res = await page(`/products/${productId}`);
    expect(res.body).toContain('Renamed Rice Toner');
    expect(res.body).not.toContain('Cached Rice Toner');
  });

  it('shows a stock change of the product or of a related product within the stock bound', async () => {
    const before = await page(`/products/${productId}`);
    expect(before.body).toContain('In stock, ships');
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, productId));
    await sleep(STOCK_MAX_AGE_MS + 100);
    const soldOut = await page(`/products/${productId}`);
    expect(soldOut.body).toContain('Out of stock');
    expect(soldOut.headers.etag).not.toBe(before.headers.etag);

    // The related product's card is on the page too: its stock is part of what the page shows.
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, otherId));
    await sleep(STOCK_MAX_AGE_MS + 100);
    const relatedSoldOut = await page(`/products/${productId}`);
    expect(relatedSoldOut.headers.etag).not.toBe(soldOut.headers.etag);
  });

  it('keeps pages that depend on more than the catalog out of the cache (streamed with a nonce)', async () => {
    for (const url of ['/orders/SG-UNKNOWN0001', '/checkout', '/payment/success?session_id=x']) {
      const res = await page(url);
      expect(res.headers.etag, url).toBeUndefined();
      expect(String(res.headers['content-security-policy']), url).toMatch(/'nonce-[^']+'/);
    }
  });

  it('renders product pages and the home page alike with any query string, and keeps them once', async () => {
    for (const path of [`/products/${otherId}`, '/']) {
      // Rendered for real, not from the cache: the page must not read its query string.
      t.app.pages.cache!.clear();
      const tagged = await page(`${path}?utm_source=newsletter&visit=7`);
      t.app.pages.cache!.clear();
      const plain = await page(path);
      expect(tagged.body, path).toBe(plain.body);
      const renders = t.app.pages.cache!.renders;
      const again = await page(`${path}?utm_campaign=spring`);
      expect(again.headers.etag, path).toBe(plain.headers.etag);
      expect(t.app.pages.cache!.renders, path).toBe(renders);
    }
  });

  it('renders a HEAD as a GET for the cache, so the next GET still has a body', async () => {
    const url = `/products/${otherId}?from=head`;
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    const get = await page(url);
    expect(get.body).toContain('Related Ginseng Cream');
  });
});

describe('page cache after a catalog change', () => {
  let t: TestApp;
  let catalog: CatalogService;
  let cache: PageCache;
  let renders = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const skincare = await insertCategory(t, 'Skincare');
    const makeup = await insertCategory(t, 'Makeup');
    ids.toner = (await insertProduct(t, skincare.id, { name: 'Rice Toner' })).id;
    ids.cream = (await insertProduct(t, skincare.id, { name: 'Ginseng Cream' })).id;
    ids.tint = (await insertProduct(t, makeup.id, { name: 'Velvet Tint' })).id;
    catalog = new CatalogService(t.database.db, { listen: false });
    cache = new PageCache(
      catalogPageSource(
        catalog,
        t.app.services.reviews.storeServices(catalog, guideStoreReads(t.app.services.guide)),
      ),
    );
  });
  afterAll(async () => {
    await catalog?.close();
    await t?.close();
  });

  /** A product page as the loaders would render it: the product with its related products. */
  const productPage = (id: number) =>
    cache.get(`/products/${id}`, async (services): Promise<RenderedPage> => {
      renders++;
      const product = await services.getProduct(id);
      const names = [product?.name, ...(product?.relatedProducts ?? []).map((p) => p.name)];
      return {
        status: 200,
        headers: [['content-type', 'text/html']],
        body: Buffer.from(names.join(',')),
        cacheable: true,
      };
    });
  const shown = (page: RenderedPage | KeptPage) => zlib.gunzipSync(cachedGzip(page as KeptPage)).toString();
  const rename = async (id: number, name: string) => {
    await t.database.db.update(products).set({ name }).where(eq(products.id, id));
    catalogChanged(t.database.db);
  };

  it('keeps the pages an edit does not touch, and renders again those that show it', async () => {
    await productPage(ids.toner!);
    await productPage(ids.tint!);
    renders = 0;
    // The tint is in another category: the toner's page does not show it.
    await rename(ids.tint!, 'Velvet Lip Tint');
    expect(shown(await productPage(ids.toner!))).toBe('Rice Toner,Ginseng Cream');
    expect(renders).toBe(0);
    expect(shown(await productPage(ids.tint!))).toBe('Velvet Lip Tint');
    expect(renders).toBe(1);
    // The cream is a related product on the toner's page.
    await rename(ids.cream!, 'Red Ginseng Cream');
    expect(shown(await productPage(ids.toner!))).toBe('Rice Toner,Red Ginseng Cream');
    expect(renders).toBe(2);
    // Carried into the new generation: the next request is a plain hit.
    await productPage(ids.toner!);
    expect(renders).toBe(2);
  });

  /**
   * The toner's kept page asked for after an edit it does not show (the tint's name), while the
   * catalog signals a change (of nothing) after each of the next `times` product reads: the page
   * shown, the signals sent and the renders it took.
   */
  async function tonerPageWhileSignalled(tintName: string, times: number) {
    await productPage(ids.toner!);
    await rename(ids.tint!, tintName);
    renders = 0;
    const getProduct = catalog.getProduct.bind(catalog);
    let signals = 0;
    catalog.getProduct = async (id) => {
      const product = await getProduct(id);
      if (signals < times) {
        signals++;
        catalogChanged(t.database.db);
      }
      return product;
    };
    try {
      return { page: shown(await productPage(ids.toner!)), signals, renders };
    } finally {
      catalog.getProduct = getProduct;
    }
  }

  it("asks a kept page's reads once more, not renders it, when a change is signalled meanwhile", async () => {
    // The edit's second signal (its trigger's NOTIFY) often lands while the reads are asked.
    const { page, signals, renders: rendered } = await tonerPageWhileSignalled('Velvet Tint', 1);
    expect(page).toBe('Rice Toner,Red Ginseng Cream');
    expect(signals).toBe(1);
    expect(rendered).toBe(0);
    await productPage(ids.toner!);
    expect(renders).toBe(0);
  });

  it('renders a kept page again when the catalog changes every time its reads are asked', async () => {
    const { page, signals, renders: rendered } = await tonerPageWhileSignalled('Velvet Lip Tint', 100);
    expect(page).toBe('Rice Toner,Red Ginseng Cream');
    expect(signals).toBeGreaterThanOrEqual(3);
    expect(rendered).toBe(1);
  });

  it('renders a page again once a product it shows exists (a 404 that stops being one)', async () => {
    const missing = ids.tint! + 1000;
    await productPage(missing);
    renders = 0;
    await productPage(missing);
    expect(renders).toBe(0);
    await t.database.db.execute(sql`INSERT INTO products (id, name, description, price_cents)
      VALUES (${missing}, 'Late Serum', 'New.', 1000)`);
    catalogChanged(t.database.db);
    expect(shown(await productPage(missing))).toBe('Late Serum');
    expect(renders).toBe(1);
  });
});

describe('which pages are cached', () => {
  it('takes the catalog pages and their data requests, nothing else', () => {
    for (const path of [
      '/',
      '/_root.data',
      '/products',
      '/products.data',
      '/products/12',
      '/products/12.data',
      '/contact',
      '/wishlist',
      '/cart',
      '/orders',
      '/payment/cancel',
    ]) {
      expect(isCacheablePage('GET', path), path).toBe(true);
    }
    for (const path of [
      '/orders/SG-ABC',
      '/checkout',
      '/payment/success',
      '/admin',
      '/admin/products',
      '/sitemap.xml',
      '/products/1/x',
    ]) {
      expect(isCacheablePage('GET', path), path).toBe(false);
    }
    expect(isCacheablePage('POST', '/products')).toBe(false);
  });

  it('keys the home page and product pages without their query string, every other page with it', () => {
    const origin = 'https://shop.example';
    expect(pageCacheKey(origin, '/products/12?utm_source=x')).toBe(`${origin}/products/12`);
    expect(pageCacheKey(origin, '/?ref=ad')).toBe(`${origin}/`);
    expect(pageCacheKey(origin, '/products?q=snail&page=2')).toBe(`${origin}/products?q=snail&page=2`);
    expect(pageCacheKey(origin, '/products/12.data?_routes=x')).toBe(`${origin}/products/12.data?_routes=x`);
    expect(pageCacheKey(origin, '/contact?orderNumber=SG-1')).toBe(`${origin}/contact?orderNumber=SG-1`);
  });

  it('hashes inline scripts only, not external ones', () => {
    const html = '<script src="/a.js"></script><script>one()</script><script type="module">two()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      createHash('sha256').update('one()').digest('base64'),
      createHash('sha256').update('two()').digest('base64'),
    ]);
  });
});
