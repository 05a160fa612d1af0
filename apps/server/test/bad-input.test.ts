/** Every bad input is a 4xx (docs/product.md#validation): totals past an integer column, long parameters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, endpoints } from '@seoul-glow/shared';
import { products } from '../src/db/schema';
import { PERMISSIONS_POLICY } from '../src/plugins/security';
import { callApi } from './api';
import { createTestApp, type TestApp } from './app';
import { ADDRESS, seedBuyingFixtures } from './buying';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBuyingFixtures(t);
});
afterAll(() => t.close());

describe('totals an integer column cannot hold', () => {
  it('refuses the payment with 400 and says why, before any payment starts', async () => {
    const [luxury] = await t.database.db
      .insert(products)
      .values({
        name: 'Gold Leaf Cream',
        description: 'x',
        priceCents: 100_000_000,
        stockQuantity: 5000,
        weightGrams: 50,
      })
      .returning();
    const items = [{ productId: luxury!.id, quantity: 999 }];
    const res = await callApi(t.app, endpoints.payments.createIntent, {
      body: { items, email: ADDRESS.email, country: 'United States' },
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([MESSAGES.buying.orderTooLarge]);
    const { rows } = await t.database.pool.query(`SELECT count(*)::int AS n FROM payment_intents`);
    expect(rows[0].n).toBe(0);
    // At the ceiling: 99 × $10,000 (free shipping) is payable; one more is not.
    const [pricey] = await t.database.db
      .insert(products)
      .values({
        name: 'Pearl Serum',
        description: 'x',
        priceCents: 1_000_000,
        stockQuantity: 500,
        weightGrams: 50,
      })
      .returning();
    const intent = (quantity: number) =>
      callApi(t.app, endpoints.payments.createIntent, {
        body: { items: [{ productId: pricey!.id, quantity }], email: ADDRESS.email, country: 'Japan' },
      });
    expect(99 * 1_000_000).toBeLessThanOrEqual(LIMITS.maxOrderTotalCents);
    expect((await intent(99)).status).toBe(200);
    expect((await intent(100)).errors).toEqual([MESSAGES.buying.orderTooLarge]);
  });
});

describe('long search and filter parameters on the API', () => {
  it('answers 400, never 500', async () => {
    const long = 'x'.repeat(5000);
    for (const url of [
      `/api/Products/search?q=${long}`,
      `/api/Products/search?category=${long}`,
      `/api/Products/search?ids=${'1,'.repeat(3000)}`,
      `/api/Orders/orderDetails?orderId=${long}`,
      `/api/Orders/orderDetails?orderId=SG-0000000000&email=${long}`,
      `/api/Orders/orderDetails?orderId=SG-0000000000&token=${long}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url.slice(0, 60)).toBe(400);
    }
  });
});

describe('response headers', () => {
  it('carry a Permissions-Policy allowing only the camera, microphone and payments the store uses', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    const missing = await t.app.inject({ url: '/api/nope' });
    expect(missing.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});
