import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@seoul-glow/shared';
import { orders, paymentIntents, products } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { ADDRESS, seedBuyingFixtures } from '../../../test/buying';
import { startStripeStandIn } from '../../../test/stripe-stand-in';

// With Stripe the card is confirmed in the browser: a payment the store never heard succeed may
// have. The reconciler asks Stripe about it, then places or refunds it like any other.
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
      PAYMENT_GRACE_SECONDS: '1',
    },
  });
  f = await seedBuyingFixtures(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const startPayment = async (productId: number, email: string) => {
  const res = await callApi(t.app, endpoints.payments.createIntent, {
    body: {
      items: [{ productId, quantity: 1 }],
      email,
      country: 'United States',
      shippingAddress: { ...ADDRESS, email },
    },
  });
  expect(res.status).toBe(200);
  return res.data.paymentIntentId;
};
const row = async (id: string) =>
  (await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;

it('places the order of a payment Stripe took while the store never heard of it', async () => {
  const id = await startPayment(f.toner.id, 'stripe-late@example.com');
  stripe.pay(id); // Stripe.js confirmed the card; the page never called place
  await expect
    .poll(async () => (await row(id)).attention, { timeout: 20_000, interval: 250 })
    .toBe('placed_late');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id));
  expect(order).toMatchObject({
    email: 'stripe-late@example.com',
    cardBrand: 'mastercard',
    cardLast4: '4444',
  });
});

it('refunds through Stripe, by a job, a payment whose stock ran out meanwhile', async () => {
  const id = await startPayment(f.jar.id, 'stripe-refund@example.com');
  stripe.pay(id);
  await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, f.jar.id));
  await expect
    .poll(async () => (await row(id)).attention, { timeout: 20_000, interval: 250 })
    .toBe('refunded');
  await expect.poll(() => stripe.refunds, { timeout: 10_000 }).toContain(id);
  expect(stripe.refunds.filter((r) => r === id)).toHaveLength(1);
});

it('leaves a Stripe payment nobody paid unsettled and asks again later, not on every sweep', async () => {
  const id = await startPayment(f.essence.id, 'stripe-unpaid@example.com');
  await expect
    .poll(async () => (await row(id)).providerCheckedAt, { timeout: 20_000, interval: 250 })
    .not.toBeNull();
  const asked = () => stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(id)).length;
  const first = asked();
  await new Promise((r) => setTimeout(r, 3000));
  expect(asked()).toBe(first);
  expect(await row(id)).toMatchObject({
    status: 'requires_payment_method',
    settledAt: null,
    attention: null,
  });
});
