import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/admin-fixtures';
import { loadWebBuild } from './web-app';

/**
 * Pages render a few at a time (web-app.ts, renderSlot): 20 crawlers on uncached product pages
 * used to start 20 renders at once and ran the server's heap out of memory.
 */
describe('server-rendered pages under a crowd', () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    const web = await loadWebBuild();
    if (!web) throw new Error('apps/web/build is missing: run npm run build first');
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
});
