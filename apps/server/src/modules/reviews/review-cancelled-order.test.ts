import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { boughtProduct, listReviews, reviewFields, submitReview } from '../../../test/reviews';

/**
 * Buy, review, cancel: a review is verified by its order, so an order cancelled or refunded
 * afterwards takes its reviews off the store and out of the rating (docs/product.md#reviews).
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t, { role: 'admin' });
  auth = { authorization: `Bearer ${await signIn(t, admin.email)}` };
});
afterAll(() => t.close());

let ipSeq = 0;
const ip = () => `10.32.0.${++ipSeq}`;

async function reviewedOrder() {
  const { product, order, email } = await boughtProduct(t);
  const res = await submitReview(t, reviewFields(order.publicId, product.id, { email }), [], ip());
  expect(res.json().data.status).toBe('published');
  expect((await t.app.services.catalog.getProduct(product.id))?.ratingCount).toBe(1);
  return { product, order, reviewId: res.json().data.id as number };
}

/** The catalog hears of the change by the reviews' trigger (NOTIFY), within moments. */
async function ratingCountSoon(productId: number, expected: number) {
  for (let i = 0; i < 50; i++) {
    if ((await t.app.services.catalog.getProduct(productId))?.ratingCount === expected) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect((await t.app.services.catalog.getProduct(productId))?.ratingCount).toBe(expected);
}

async function expectGone(productId: number, reviewId: number, note: string) {
  const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
  expect(row).toMatchObject({ verified: false, status: 'hidden', moderationNote: note });
  expect((await listReviews(t, `productId=${productId}`)).json().data.items).toEqual([]);
  await ratingCountSoon(productId, 0);
}

describe('a review from an order cancelled or refunded afterwards', () => {
  it('is no longer verified nor shown once an admin cancels the order, and the rating follows', async () => {
    const { product, order, reviewId } = await reviewedOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Orders/updateOrderStatus?orderId=${order.publicId}&status=cancelled`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    await expectGone(product.id, reviewId, 'Order cancelled');
  });

  it('is taken off the store when the order payment is recorded as refunded', async () => {
    const { product, order, reviewId } = await reviewedOrder();
    const intent = `pi_test_${order.id}`;
    await t.database.pool.query(
      `INSERT INTO payment_intents (id, client_secret, provider, amount_cents, status, email, country, items,
         subtotal_cents, shipping_fee_cents)
       VALUES ($1, 'secret', 'demo', 3000, 'succeeded', 'minji@example.com', 'US', '[]', 2500, 500)`,
      [intent],
    );
    await t.database.db.update(orders).set({ paymentIntentId: intent }).where(eq(orders.id, order.id));
    await t.database.pool.query(`UPDATE payment_intents SET status = 'refunded' WHERE id = $1`, [intent]);
    await expectGone(product.id, reviewId, 'Payment refunded');
  });

  it('leaves reviews of other orders as they were', async () => {
    const kept = await reviewedOrder();
    const other = await boughtProduct(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/Orders/updateOrderStatus?orderId=${other.order.publicId}&status=cancelled`,
      headers: auth,
    });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, kept.reviewId));
    expect(row).toMatchObject({ verified: true, status: 'published' });
  });
});
