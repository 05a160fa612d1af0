import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreServices } from '@seoul-glow/shared';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { catalogQuiet } from '../../../test/catalog-quiet';
import { boughtProduct, reviewFields, submitReview } from '../../../test/reviews';
import { catalogPageSource } from '../catalog/catalog-page-source';
import { guideStoreReads } from '../guide/guide-store-reads';
import { PageCache } from '../../page-cache/page-cache';
import { cachedGzip, type RenderedPage } from '../../page-cache/page-entry';

/**
 * Product pages kept by the page cache follow their reviews: a published, hidden or answered
 * review renders the page again, a helpful vote does not until the coalesced sync, and a review
 * of another product leaves the page alone.
 */
let t: TestApp;
let cache: PageCache;
let renders = 0;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, (await createAdmin(t)).email);
  const services = t.app.services.reviews.storeServices(
    t.app.services.catalog,
    guideStoreReads(t.app.services.guide),
  );
  cache = new PageCache(catalogPageSource(t.app.services.catalog, services));
});
afterAll(() => t.close());

const page = (id: number) =>
  cache.get(`/products/${id}`, async (services: StoreServices): Promise<RenderedPage> => {
    renders++;
    const [product, reviews] = await Promise.all([services.getProduct(id), services.getProductReviews(id)]);
    const text = `${product?.ratingCount}:${reviews.items.map((r) => `${r.title}/${r.helpfulCount}/${r.reply?.text ?? ''}`).join(',')}`;
    return {
      status: 200,
      headers: [['content-type', 'text/html']],
      body: Buffer.from(text),
      cacheable: true,
    };
  });

async function shown(id: number): Promise<string> {
  const entry = await page(id);
  return 'own' in entry ? zlib.gunzipSync(cachedGzip(entry)).toString() : entry.body.toString();
}

let n = 0;
const ip = () => `10.40.0.${++n}`;

describe('product pages in the page cache follow their reviews', () => {
  it('renders again on publish, hide and reply; on helpful votes only after the sync', async () => {
    const { product, order, email } = await boughtProduct(t);
    const other = await boughtProduct(t);
    // The catalog's LISTEN connection starts by raising the change signal once: wait for calm.
    for (let i = 0, before = -1; i < 40 && renders !== before; i++) {
      before = renders;
      expect(await shown(product.id)).toBe('0:');
      await new Promise((r) => setTimeout(r, 50));
    }
    const before = renders;
    expect(await shown(product.id)).toBe('0:');
    expect(renders).toBe(before);

    const res = await submitReview(t, reviewFields(order.publicId, product.id, { email }), [], ip());
    const id = res.json().data.id as number;
    await catalogQuiet(t);
    expect(await shown(product.id)).toBe('1:My skin drank it up/0/');
    const afterPublish = renders;

    await submitReview(t, reviewFields(other.order.publicId, other.product.id, { email }), [], ip());
    await catalogQuiet(t);
    expect(await shown(product.id)).toBe('1:My skin drank it up/0/');
    expect(renders).toBe(afterPublish);

    await t.app.inject({
      method: 'POST',
      url: '/api/Reviews/helpful',
      payload: { reviewId: id, clientId: 'voter-00000001' },
      remoteAddress: ip(),
    });
    expect(await shown(product.id)).toBe('1:My skin drank it up/0/');
    expect(renders).toBe(afterPublish);
    expect(await t.app.services.reviews.votes.syncNow()).toBe(1);
    await catalogQuiet(t);
    expect(await shown(product.id)).toBe('1:My skin drank it up/1/');

    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({
      method: 'POST',
      url: '/api/Reviews/reply',
      headers: auth,
      payload: { id, text: 'Thank you!' },
    });
    expect(await shown(product.id)).toBe('1:My skin drank it up/1/Thank you!');
    await t.app.inject({
      method: 'POST',
      url: '/api/Reviews/moderate',
      headers: auth,
      payload: { id, action: 'hide', reason: 'Testing the cache' },
    });
    expect(await shown(product.id)).toBe('0:');
  });
});
