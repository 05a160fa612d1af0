import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { CatalogService } from '../modules/catalog/catalog.service';
import type { PageSource } from './page-source';
import { PageCache } from './page-cache';
import { isCacheablePage, MAX_LIST_VARIANTS, pageCacheKey } from './page-keys';

const origin = 'https://shop.example';

describe('page cache keys of the product list and the ingredient pages', () => {
  it('keys the list by its own parameters only, in one order, without empty ones', () => {
    expect(pageCacheKey(origin, '/products?concern=acne&skinType=oily&utm_source=ad&q=')).toBe(
      `${origin}/products?skinType=oily&concern=acne`,
    );
    expect(pageCacheKey(origin, '/products?skinType=oily&concern=acne')).toBe(
      pageCacheKey(origin, '/products?concern=acne&skinType=oily'),
    );
    expect(pageCacheKey(origin, '/products?fbclid=1')).toBe(`${origin}/products`);
    // Loader data requests keep their query string: it says which loaders run.
    expect(pageCacheKey(origin, '/products.data?skinType=dry&_routes=x')).toBe(
      `${origin}/products.data?skinType=dry&_routes=x`,
    );
  });

  it('keeps ingredient pages, keyed without a query string', () => {
    for (const path of ['/ingredients', '/ingredients/niacinamide', '/ingredients/niacinamide.data'])
      expect(isCacheablePage('GET', path), path).toBe(true);
    expect(pageCacheKey(origin, '/ingredients/niacinamide?ref=x')).toBe(`${origin}/ingredients/niacinamide`);
    expect(pageCacheKey(origin, '/ingredients?x=1')).toBe(`${origin}/ingredients`);
  });

  it('keeps the Skincare Guide’s pages, keyed without a query string', () => {
    for (const path of ['/guide', '/guide.data', '/guide/double-cleansing', '/guide/double-cleansing.data'])
      expect(isCacheablePage('GET', path), path).toBe(true);
    expect(pageCacheKey(origin, '/guide/double-cleansing?utm_source=x')).toBe(
      `${origin}/guide/double-cleansing`,
    );
    expect(pageCacheKey(origin, '/guide?x=1')).toBe(`${origin}/guide`);
  });

  it('keys the cart page without its query: cart links from agents share one kept page', () => {
    expect(pageCacheKey(origin, '/cart?items=12:1,34:2')).toBe(`${origin}/cart`);
    expect(pageCacheKey(origin, '/cart.data?items=1:1')).toBe(`${origin}/cart.data?items=1:1`);
  });
});

describe('product list pages kept', () => {
  let t: TestApp;
  let catalog: CatalogService;
  beforeAll(async () => {
    t = await createTestApp();
    catalog = new CatalogService(t.database.db, { listen: false });
  });
  afterAll(async () => {
    await catalog?.close();
    await t?.close();
  });

  it(`are at most ${MAX_LIST_VARIANTS}: older lists give way, other pages stay`, async () => {
    const source: PageSource = {
      // These pages read nothing from the catalog (render below ignores its services).
      services: catalog as unknown as PageSource['services'],
      fresh: () => catalog.freshness.fresh(),
      generation: () => catalog.freshness.generation,
      stockOf: (id) => catalog.currentStock(id),
      onChange: (listener) => catalog.freshness.onInvalidate(listener),
      productIds: () => catalog.listProductIds(),
    };
    const cache = new PageCache(source);
    let renders = 0;
    const render = async () => {
      renders++;
      return {
        status: 200,
        headers: [['content-type', 'text/plain']] as [string, string][],
        body: Buffer.from(`page ${renders}`),
        cacheable: true,
      };
    };
    await cache.get(pageCacheKey(origin, '/products/1'), render);
    for (let i = 0; i < MAX_LIST_VARIANTS + 50; i++)
      await cache.get(pageCacheKey(origin, `/products?q=word${i}`), render);
    expect(cache.listVariantCount).toBe(MAX_LIST_VARIANTS);
    const before = renders;
    // The newest list and the product page are still kept; the oldest list is rendered again.
    await cache.get(pageCacheKey(origin, `/products?q=word${MAX_LIST_VARIANTS + 49}`), render);
    await cache.get(pageCacheKey(origin, '/products/1'), render);
    expect(renders).toBe(before);
    await cache.get(pageCacheKey(origin, '/products?q=word0'), render);
    expect(renders).toBe(before + 1);
  });
});
