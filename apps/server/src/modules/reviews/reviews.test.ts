import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewPhotoUrl } from '@seoul-glow/shared';
import { mailOutbox, reviews } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { REVIEW_INVITE } from '../orders/order-mail';
import { jpegImage, pngImage } from '../../../test/admin-fixtures';
import {
  REVIEW_TEXTS as M,
  addToOrder,
  boughtProduct,
  listReviews,
  reviewFields,
  submitReview,
} from '../../../test/reviews';
import { REVIEW_SUBMIT_RATE } from './reviews.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** A fresh address per call keeps the per-address limit out of tests about other rules. */
const ip = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe('POST /api/Reviews/submit: who may review', () => {
  it('publishes a review proved by the order email, shown with first name and initial', async () => {
    const { product, order, email } = await boughtProduct(t);
    const res = await submitReview(
      t,
      reviewFields(order.publicId, product.id, { email: 'MINJI@example.com ' }),
      [],
      ip(),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'published', message: M.published });
    const list = (await listReviews(t, `productId=${product.id}`)).json().data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ author: 'Min-ji K.', verified: true, rating: 5, skinType: 'dry' });
    expect(JSON.stringify(list)).not.toContain(email);
    expect(JSON.stringify(list)).not.toContain(order.publicId);
  });

  it('accepts the signed link token instead of the email', async () => {
    const { product, order } = await boughtProduct(t);
    const { token } = t.app.services.orderAccess.tokens.sign(order.publicId);
    const res = await submitReview(t, reviewFields(order.publicId, product.id, { token }), [], ip());
    expect(res.statusCode).toBe(201);
  });

  it('refuses a wrong email, a bad token and an unknown order alike', async () => {
    const { product, order } = await boughtProduct(t);
    for (const proof of [{ email: 'someone@example.com' }, { token: 'forged.token' }]) {
      const res = await submitReview(t, reviewFields(order.publicId, product.id, proof), [], ip());
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([M.proofFailed]);
    }
    const unknown = await submitReview(
      t,
      reviewFields('SG-0000000000', product.id, { email: 'minji@example.com' }),
      [],
      ip(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([M.proofFailed]);
    const none = await submitReview(t, reviewFields(order.publicId, product.id, {}), [], ip());
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContain(M.proofRequired);
  });

  it('refuses a product the order did not buy, and a cancelled order', async () => {
    const { order, email } = await boughtProduct(t);
    const other = await boughtProduct(t);
    const res = await submitReview(t, reviewFields(order.publicId, other.product.id, { email }), [], ip());
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([M.notInOrder]);
    const cancelled = await boughtProduct(t, { status: 'cancelled' });
    const refused = await submitReview(
      t,
      reviewFields(cancelled.order.publicId, cancelled.product.id, { email }),
      [],
      ip(),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([M.cancelled]);
  });

  it('takes one review per order and product, and another order may review it again', async () => {
    const { product, order, email } = await boughtProduct(t);
    expect(
      (await submitReview(t, reviewFields(order.publicId, product.id, { email }), [], ip())).statusCode,
    ).toBe(201);
    const again = await submitReview(t, reviewFields(order.publicId, product.id, { email }), [], ip());
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([M.alreadyReviewed]);
    const second = await boughtProduct(t);
    await addToOrder(t, second.order.publicId, product.id);
    const fromOther = await submitReview(
      t,
      reviewFields(second.order.publicId, product.id, { email }),
      [],
      ip(),
    );
    expect(fromOther.statusCode).toBe(201);
  });

  it('lets two concurrent submissions of one review make exactly one', async () => {
    const { product, order, email } = await boughtProduct(t);
    const results = await Promise.all(
      [1, 2, 3].map(() => submitReview(t, reviewFields(order.publicId, product.id, { email }), [], ip())),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows).toHaveLength(1);
  });

  it('limits submissions per address', async () => {
    const { product, order, email } = await boughtProduct(t);
    const address = '10.99.0.1';
    for (let i = 0; i < REVIEW_SUBMIT_RATE.max; i++) {
      await submitReview(t, reviewFields(order.publicId, product.id, { email }), [], address);
    }
    const limited = await submitReview(t, reviewFields(order.publicId, product.id, { email }), [], address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/Reviews/submit: hostile input', () => {
  it('refuses markup and scripts, and keeps harmless angle brackets as typed text', async () => {
    const { product, order, email } = await boughtProduct(t);
    const hostile: Record<string, string>[] = [
      { title: '<b>Best</b> cream' },
      { text: 'Lovely texture <script>alert(document.cookie)</script> and glow' },
      { text: 'Nice <img src=x onerror=alert(1)> really nice cream for me' },
      { title: 'Tab\u0007bell title' },
    ];
    for (const overrides of hostile) {
      const res = await submitReview(
        t,
        reviewFields(order.publicId, product.id, { email }, overrides),
        [],
        ip(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(M.plainText);
    }
    const text = 'Smells like 5 > 3 roses & feels like silk <3 "honestly"';
    const ok = await submitReview(t, reviewFields(order.publicId, product.id, { email }, { text }), [], ip());
    expect(ok.statusCode).toBe(201);
    const item = (await listReviews(t, `productId=${product.id}`)).json().data.items[0];
    expect(item.text).toBe(text);
  });

  it('refuses huge or missing text, bad ratings and too many concerns with the exact texts', async () => {
    const { product, order, email } = await boughtProduct(t);
    const cases: [Record<string, string | string[]>, string][] = [
      [{ text: 'x'.repeat(2001) }, M.textTooLong],
      [{ text: 'too short' }, M.textTooShort],
      [{ title: 'ok' }, M.titleTooShort],
      [{ title: 't'.repeat(101) }, M.titleTooLong],
      [{ rating: '6' }, M.ratingRequired],
      [{ rating: 'five' }, M.ratingRequired],
      [{ skinType: 'lizard' }, M.skinTypeRequired],
      [{ concerns: ['acne', 'pores', 'redness', 'aging'] }, M.tooManyConcerns],
      [{ recommends: 'maybe' }, M.recommendRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await submitReview(
        t,
        reviewFields(order.publicId, product.id, { email }, overrides),
        [],
        ip(),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors).toContain(message);
    }
  });

  it('refuses a file that is not a picture, SVG, and more than three photos', async () => {
    const { product, order, email } = await boughtProduct(t);
    const fields = reviewFields(order.publicId, product.id, { email });
    const fake = await submitReview(
      t,
      fields,
      [{ data: Buffer.from('GIF89a not really'), type: 'image/gif' }],
      ip(),
    );
    expect(fake.statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await submitReview(t, fields, [{ data: svg, type: 'image/svg+xml', name: 'x.svg' }], ip())).statusCode,
    ).toBe(400);
    const png = await pngImage();
    const four = await submitReview(
      t,
      fields,
      [1, 2, 3, 4].map(() => ({ data: png })),
      ip(),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json().errors).toEqual([M.tooManyPhotos]);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps photos re-encoded as WebP without their metadata', async () => {
    const { product, order, email } = await boughtProduct(t);
    const photo = await jpegImage(400, 300);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await submitReview(
      t,
      reviewFields(order.publicId, product.id, { email }),
      [{ data: photo, type: 'image/jpeg' }],
      ip(),
    );
    expect(res.statusCode).toBe(201);
    const item = (await listReviews(t, `productId=${product.id}&withPhotos=true`)).json().data.items[0];
    expect(item.photos).toHaveLength(1);
    // Kept in the review photo store, served under /Images/Reviews/ at every width.
    const stored = (await t.app.services.images.reviews.get(item.photos[0]))!.body;
    for (const url of [reviewPhotoUrl(item.photos[0]), reviewPhotoUrl(item.photos[0], 320)]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-camera-serial'))).toBe(false);
  });
});

describe('a deleted product', () => {
  it('takes its reviews and their photos along, leaving other reviews and their photos', async () => {
    const { product, order, email } = await boughtProduct(t);
    const kept = await boughtProduct(t);
    const photo = { data: await jpegImage(400, 300), type: 'image/jpeg' };
    for (const [p, o, e] of [
      [product, order, email],
      [kept.product, kept.order, kept.email],
    ] as const) {
      const res = await submitReview(t, reviewFields(o.publicId, p.id, { email: e }), [photo], ip());
      expect(res.statusCode).toBe(201);
    }
    const photoOf = async (id: number) =>
      (await listReviews(t, `productId=${id}&withPhotos=true`)).json().data.items[0].photos[0] as string;
    const gone = await photoOf(product.id);
    const other = await photoOf(kept.product.id);
    const token = await signIn(t, (await createAdmin(t)).email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/deleteProduct?id=${product.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(
      0,
    );
    expect(await t.app.services.images.reviews.get(gone)).toBeFalsy();
    expect((await t.app.inject({ method: 'GET', url: reviewPhotoUrl(gone) })).statusCode).toBe(404);
    expect(await t.app.services.images.reviews.get(other)).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: reviewPhotoUrl(other) })).statusCode).toBe(200);
  });
});

describe('the shipped mail invites a review', () => {
  it('links to the order page with its signed token, and that token proves the review', async () => {
    const { product, order } = await boughtProduct(t, { status: 'pending' });
    const token = await signIn(t, (await createAdmin(t)).email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Orders/updateOrderStatus?orderId=${order.publicId}&status=shipped`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-status-shipped'));
    const mail = mails.find((m) => m.textBody.includes(order.publicId))!;
    expect(mail.textBody).toContain(REVIEW_INVITE);
    const link = new RegExp(`/orders/${order.publicId}\\?token=([^#\\s]+)#review`).exec(mail.textBody);
    expect(link).not.toBeNull();
    const submitted = await submitReview(
      t,
      reviewFields(order.publicId, product.id, { token: link![1]! }),
      [],
      ip(),
    );
    expect(submitted.statusCode).toBe(201);
  });
});
