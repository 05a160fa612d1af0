import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { orders, products } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { confirm, createIntent, place, seedBuyingFixtures } from '../../../test/buying';
import { startStripeStandIn } from '../../../test/stripe-stand-in';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: stripe.url,
    },
  });
  f = await seedBuyingFixtures(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

it('tells the browser to load Stripe.js with the publishable key', async () => {
  const res = await callApi(t.app, endpoints.payments.config);
  expect(res.data).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
});

it('creates the intent at Stripe for the server-priced amount and places the order once Stripe says paid', async () => {
  const items = [{ productId: f.toner.id, quantity: 1 }];
  const intent = (await createIntent(t, items)).data;
  expect(intent.paymentIntentId).toMatch(/^pi_standin_/);
  // 18.99 + 5.99
  expect(stripe.intents.get(intent.paymentIntentId)!.amount).toBe(2498);
  expect(stripe.intents.get(intent.paymentIntentId)!.receipt_email).toBe('buyer@example.com');

  // The demo card network is not used with Stripe.
  expect((await confirm(t, intent.clientSecret)).status).toBe(404);
  const unpaid = await place(t, items, intent);
  expect(unpaid.status).toBe(400);
  expect(unpaid.errors).toEqual([MESSAGES.buying.paymentNotCompleted]);

  stripe.pay(intent.paymentIntentId);
  const placed = await place(t, items, intent);
  expect(placed.status).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed.data.orderId));
  expect(order).toMatchObject({ totalCents: 2498, cardBrand: 'mastercard', cardLast4: '4444' });
  expect((await place(t, items, intent)).data.orderId).toBe(order!.publicId);
});

it('refunds through Stripe when the stock ran out after payment', async () => {
  const items = [{ productId: f.jar.id, quantity: 1 }];
  const intent = (await createIntent(t, items)).data;
  stripe.pay(intent.paymentIntentId);
  await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, f.jar.id));
  const res = await place(t, items, intent);
  expect(res.status).toBe(409);
  expect(res.errors).toEqual([MESSAGES.buying.soldOutRefunded]);
  // The provider refund is a job committed with the refund's claim: the worker runs it at once.
  await expect.poll(() => stripe.refunds, { timeout: 10_000 }).toEqual([intent.paymentIntentId]);
  expect(stripe.requests.every((r) => r.auth === 'Bearer sk_test_standin')).toBe(true);
});
