import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { pngImage } from '../../../test/admin-fixtures';
import {
  REVIEW_TEXTS as M,
  addToOrder,
  boughtProduct,
  listReviews,
  reviewFields,
  submitReview,
} from '../../../test/reviews';
import { REVIEW_HELPFUL_DAILY, REVIEW_HELPFUL_RATE } from './reviews.routes';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  token = await signIn(t, admin.email);
});
afterAll(() => t.close());

let ipSeq = 0;
const ip = () => `10.30.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** Reviews one product from several orders: [rating, skin type, photo?] each. */
async function reviewedProduct(reviews: [number, string, boolean?][]) {
  const first = await boughtProduct(t);
  const ids: number[] = [];
  for (const [i, [rating, skinType, photo]] of reviews.entries()) {
    const order = i === 0 ? first : await boughtProduct(t);
    if (i > 0) await addToOrder(t, order.order.publicId, first.product.id);
    const res = await submitReview(
      t,
      reviewFields(
        order.order.publicId,
        first.product.id,
        { email: order.email },
        {
          rating: String(rating),
          skinType,
          title: `Review number ${i + 1}`,
          concerns: i % 2 ? ['acne'] : ['dryness'],
          recommends: rating >= 4 ? 'true' : 'false',
        },
      ),
      photo ? [{ data: await pngImage() }] : [],
      ip(),
    );
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  return { product: first.product, ids };
}

async function productRating(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/Product/${id}` });
  const { averageRating, ratingCount } = res.json().data;
  return { averageRating, ratingCount };
}

const moderate = (body: { id: number; action: 'hide' | 'publish'; reason?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Reviews/moderate',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });

describe('ratings come from the published reviews', () => {
  it('shows 5.0 with no reviews, then the average and count of the published ones', async () => {
    const { product } = await boughtProduct(t);
    expect(await productRating(product.id)).toEqual({ averageRating: 5, ratingCount: 0 });
    const reviewed = await reviewedProduct([
      [5, 'dry'],
      [4, 'oily'],
      [2, 'dry'],
    ]);
    expect(await productRating(reviewed.product.id)).toEqual({ averageRating: 3.67, ratingCount: 3 });
    const summary = (await listReviews(t, `productId=${reviewed.product.id}`)).json().data.summary;
    expect(summary).toMatchObject({
      average: 3.67,
      count: 3,
      distribution: [0, 1, 0, 1, 1],
      recommendShare: 0.667,
      bySkinType: [
        { skinType: 'dry', average: 3.5, count: 2 },
        { skinType: 'oily', average: 4, count: 1 },
      ],
    });
  });

  it('hiding and restoring a review changes the figures in step', async () => {
    const { product, ids } = await reviewedProduct([
      [5, 'dry'],
      [1, 'oily'],
    ]);
    expect(await productRating(product.id)).toEqual({ averageRating: 3, ratingCount: 2 });
    const hidden = await moderate({ id: ids[1]!, action: 'hide', reason: 'Off-topic rant' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'hidden', moderationNote: 'Off-topic rant' });
    expect(await productRating(product.id)).toEqual({ averageRating: 5, ratingCount: 1 });
    const list = (await listReviews(t, `productId=${product.id}`)).json().data;
    expect(list.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(list.summary.count).toBe(1);
    expect((await moderate({ id: ids[1]!, action: 'publish' })).statusCode).toBe(200);
    expect(await productRating(product.id)).toEqual({ averageRating: 3, ratingCount: 2 });
  });

  it('holds a review with a link, an email or a phone number until an admin publishes it', async () => {
    const { product, order, email } = await boughtProduct(t);
    const res = await submitReview(
      t,
      reviewFields(
        order.publicId,
        product.id,
        { email },
        { text: 'Cheaper at glowdeals.shop, text me 555 123 4567' },
      ),
      [],
      ip(),
    );
    expect(res.json().data).toMatchObject({ status: 'pending', message: M.held });
    expect((await listReviews(t, `productId=${product.id}`)).json().data.items).toHaveLength(0);
    expect(await productRating(product.id)).toEqual({ averageRating: 5, ratingCount: 0 });
    const queue = await callApi(t.app, endpoints.admin.reviews.list, { query: { status: 'pending' }, token });
    const held = queue.data.items.find((r) => r.id === res.json().data.id);
    expect(held?.heldFor).toEqual(['link', 'phone']);
    expect(queue.data.counts.pending).toBeGreaterThanOrEqual(1);
    await moderate({ id: held!.id, action: 'publish' });
    expect(await productRating(product.id)).toEqual({ averageRating: 5, ratingCount: 1 });
  });
});

describe('GET /api/Reviews/product filters, sorts and pages', () => {
  it('filters by skin type, concern, rating and photos; sorts; pages by five', async () => {
    const spec: [number, string, boolean?][] = [
      [5, 'dry', true],
      [4, 'oily'],
      [3, 'dry'],
      [2, 'combination', true],
      [5, 'dry'],
      [1, 'oily'],
      [4, 'dry'],
    ];
    const { product } = await reviewedProduct(spec);
    const q = (extra: string) =>
      listReviews(t, `productId=${product.id}&${extra}`).then((r) => r.json().data);
    expect((await q('skinType=dry')).total).toBe(4);
    expect((await q('skinType=dry')).items.every((r: { skinType: string }) => r.skinType === 'dry')).toBe(
      true,
    );
    expect((await q('concern=acne')).total).toBe(3);
    expect((await q('rating=5')).total).toBe(2);
    expect((await q('withPhotos=true')).total).toBe(2);
    expect((await q('sort=lowest')).items[0].rating).toBe(1);
    expect((await q('sort=highest')).items[0].rating).toBe(5);
    const page1 = await q('page=1');
    const page2 = await q('page=2');
    expect(page1.items).toHaveLength(5);
    expect(page2.items).toHaveLength(2);
    expect(page1.total).toBe(7);
    expect((await q('skinType=&concern=&rating=&sort=')).total).toBe(7);
    expect((await listReviews(t, `productId=${product.id}&sort=random`)).statusCode).toBe(400);
    expect((await listReviews(t, 'productId=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/Reviews/helpful', () => {
  it('counts one vote per shopper and refuses hidden or unknown reviews', async () => {
    const { ids } = await reviewedProduct([[4, 'normal']]);
    const address = ip();
    const vote = (clientId: string, reviewId = ids[0]!) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Reviews/helpful',
        payload: { reviewId, clientId },
        remoteAddress: address,
      });
    expect((await vote('shopper-aaaaaaaa')).json().data).toEqual({ helpfulCount: 1, counted: true });
    expect((await vote('shopper-aaaaaaaa')).json().data).toEqual({ helpfulCount: 1, counted: false });
    expect((await vote('shopper-bbbbbbbb')).json().data).toEqual({ helpfulCount: 2, counted: true });
    expect((await vote('shopper-cccccccc', 99_999_999)).statusCode).toBe(404);
    await moderate({ id: ids[0]!, action: 'hide', reason: 'Spam' });
    expect((await vote('shopper-dddddddd')).statusCode).toBe(404);
    expect((await vote('bad id!')).statusCode).toBe(400);
  });

  it('is limited per address', async () => {
    const { ids } = await reviewedProduct([[4, 'normal']]);
    const address = '10.98.0.1';
    const vote = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Reviews/helpful',
        payload: { reviewId: ids[0], clientId: `shopper-${String(n).padStart(8, '0')}` },
        remoteAddress: address,
      });
    for (let i = 0; i < REVIEW_HELPFUL_RATE.max; i++) expect((await vote(i)).statusCode).toBe(200);
    expect((await vote(999)).statusCode).toBe(429);
  });

  it('caps an address minting a new shopper id per vote at a daily count, bursts apart', async () => {
    const { ids } = await reviewedProduct([[4, 'normal']]);
    const address = '10.98.0.2';
    const vote = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Reviews/helpful',
        payload: { reviewId: ids[0], clientId: `minted-${String(n).padStart(8, '0')}` },
        remoteAddress: address,
      });
    let counted = 0;
    for (let i = 0; i < REVIEW_HELPFUL_DAILY.max; i++) {
      // Ten minutes pass between bursts: only the day's cap is left to stop it.
      if (i % REVIEW_HELPFUL_RATE.max === 0) await t.app.services.limiter.reset(REVIEW_HELPFUL_RATE, address);
      const res = await vote(i);
      expect(res.statusCode).toBe(200);
      if (res.json().data.counted) counted++;
    }
    await t.app.services.limiter.reset(REVIEW_HELPFUL_RATE, address);
    const refused = await vote(9_999);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(counted).toBe(REVIEW_HELPFUL_DAILY.max);
    // Another address is not held back by it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/Reviews/helpful',
      payload: { reviewId: ids[0], clientId: 'minted-99999999' },
      remoteAddress: '10.98.0.3',
    });
    expect(other.json().data).toMatchObject({ counted: true });
  });
});

describe('Admin → Reviews', () => {
  it('needs an admin token for every call', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Reviews/getAll?status=pending' })).statusCode,
    ).toBe(401);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/Reviews/moderate',
      payload: { id: 1, action: 'hide' },
    });
    expect(anon.statusCode).toBe(401);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Reviews/reply',
      payload: { id: 1, text: 'x' },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('keeps who hid or restored a review, and why, in the audit log', async () => {
    const { ids } = await reviewedProduct([[1, 'oily']]);
    await moderate({ id: ids[0]!, action: 'hide', reason: 'Shares a phone number in a photo' });
    await moderate({ id: ids[0]!, action: 'publish', reason: 'Photo checked: no number' });
    const { rows } = await t.database.pool.query<{
      entity: string;
      entity_id: string;
      changes: unknown;
      detail: string;
    }>(
      `SELECT entity, entity_id, changes, detail FROM audit_log
       WHERE action = 'admin.reviews.moderate' AND entity_id = $1 ORDER BY id`,
      [String(ids[0])],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ entity: 'review', detail: 'Shares a phone number in a photo' });
    expect(rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'published', after: 'hidden' },
        { field: 'reason', after: 'Shares a phone number in a photo' },
      ]),
    );
    expect(rows[1]!.changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'hidden', after: 'published' }]),
    );
  });

  it('wants a reason to hide, and answers 404 for an unknown review', async () => {
    const { ids } = await reviewedProduct([[3, 'dry']]);
    const res = await moderate({ id: ids[0]!, action: 'hide' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(M.reasonRequired);
    expect((await moderate({ id: 99_999_999, action: 'hide', reason: 'Spam' })).statusCode).toBe(404);
  });

  it('replies publicly as the store, and removes the reply with an empty text', async () => {
    const { product, ids } = await reviewedProduct([[2, 'oily']]);
    const reply = (text: string) =>
      callApi(t.app, endpoints.admin.reviews.reply, { body: { id: ids[0]!, text }, token });
    expect((await reply('Sorry to hear that! Our team has emailed you.')).body.message).toBe(M.replySaved);
    const shown = (await listReviews(t, `productId=${product.id}`)).json().data.items[0];
    expect(shown.reply.text).toBe('Sorry to hear that! Our team has emailed you.');
    expect((await reply('')).body.message).toBe(M.replyRemoved);
    expect((await listReviews(t, `productId=${product.id}`)).json().data.items[0].reply).toBeNull();
  });

  it('lists by status with counts, searched by product name', async () => {
    const { product, ids } = await reviewedProduct([
      [5, 'dry'],
      [4, 'dry'],
    ]);
    await moderate({ id: ids[0]!, action: 'hide', reason: 'Duplicate' });
    const { name } = product;
    const hidden = await callApi(t.app, endpoints.admin.reviews.list, {
      query: { status: 'hidden', q: name },
      token,
    });
    expect(hidden.data.items.map((r) => r.id)).toEqual([ids[0]]);
    expect(hidden.data.items[0]).toMatchObject({
      productName: name,
      status: 'hidden',
      moderationNote: 'Duplicate',
    });
    expect(hidden.data.items[0]!.orderId).toMatch(/^SG-/);
    const all = await callApi(t.app, endpoints.admin.reviews.list, { query: { q: name }, token });
    expect(all.data.total).toBe(2);
  });
});
