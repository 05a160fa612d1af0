import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_TEST_CARDS, MESSAGES, endpoints } from '@seoul-glow/shared';
import { mailOutbox, orders, paymentIntents } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  ADDRESS,
  buy,
  confirm,
  createIntent,
  place,
  seedBuyingFixtures,
  stockOf,
} from '../../../test/buying';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
});
afterAll(() => t.close());

/** A quote without a promo code. */
const NO_CODE = { discount: 0, promoCode: null, promoError: null };

const shipping = (items: { productId: number; quantity: number }[], country: string) =>
  callApi(t.app, endpoints.shipping.calculate, { body: { items, country } });

describe('shipping', () => {
  it('lists the zone countries', async () => {
    const res = await callApi(t.app, endpoints.shipping.countries);
    expect(res.body).toEqual({ succeeded: true, data: { countries: ['Japan', 'United States'] } });
  });

  it('charges the flat fee up to the base weight and the per-kg fee per started kilogram above it', async () => {
    // 2 × 300 g = 600 g: flat fee only.
    expect((await shipping([{ productId: f.essence.id, quantity: 2 }], 'United States')).data).toEqual({
      shippingFee: 5.99,
      isFree: false,
      available: true,
      ...NO_CODE,
    });
    // 2 × 1500 g = 3000 g: 2 started kg above 1000 g → 5.99 + 2 × 3.00.
    expect((await shipping([{ productId: f.jar.id, quantity: 2 }], 'united states')).data.shippingFee).toBe(
      11.99,
    );
  });

  it('ships free from $50 and says when a country is not served', async () => {
    // 4 × 12.50 = 50.00
    expect((await shipping([{ productId: f.essence.id, quantity: 4 }], 'Japan')).data).toEqual({
      shippingFee: 0,
      isFree: true,
      available: true,
      ...NO_CODE,
    });
    expect((await shipping([{ productId: f.essence.id, quantity: 1 }], 'Narnia')).data).toEqual({
      shippingFee: 0,
      isFree: false,
      available: false,
      ...NO_CODE,
    });
  });

  it('finds the caller country from the IP, and null for a private address', async () => {
    const us = await callApi(t.app, endpoints.shipping.userCountry, { remoteAddress: '8.8.8.8' });
    expect(us.data).toEqual({ country: 'United States' });
    const local = await callApi(t.app, endpoints.shipping.userCountry, { remoteAddress: '10.1.2.3' });
    expect(local.data).toEqual({ country: null });
    // Without TRUST_PROXY a forwarded header is not believed.
    const spoofed = await callApi(t.app, endpoints.shipping.userCountry, {
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(spoofed.data).toEqual({ country: null });
  });
});

describe('pricing is the server’s', () => {
  it('ignores client-sent prices: the intent is catalog price × quantity + the zone fee', async () => {
    const res = await createIntent(t, [
      { productId: f.essence.id, quantity: 2, price: 0.01 } as never,
      { productId: f.toner.id, quantity: 1, price: 0.01 } as never,
    ]);
    expect(res.status).toBe(200);
    // 2 × 12.50 + 18.99 = 43.99; 600 + 800 g = 1.4 kg → 5.99 + 3.00
    expect(res.data.amount).toBe(52.98);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, res.data.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 5298, subtotalCents: 4399, shippingFeeCents: 899 });
  });

  it('refuses unknown products, too much quantity and unserved countries before any payment', async () => {
    expect((await createIntent(t, [{ productId: 999999, quantity: 1 }])).errors).toEqual([
      MESSAGES.buying.productsUnavailable,
    ]);
    const tooMany = await createIntent(t, [{ productId: f.jar.id, quantity: 6 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.errors).toEqual(['Only 5 left of Big Cream Jar. Please lower the quantity in your cart.']);
    const nowhere = await createIntent(t, [{ productId: f.essence.id, quantity: 1 }], 'Narnia');
    expect(nowhere.errors).toEqual([MESSAGES.checkout.noShipping]);
  });

  it('quotes a cart from the catalog and flags lines that cannot be bought', async () => {
    const res = await callApi(t.app, endpoints.cart.quote, {
      body: {
        items: [
          { productId: f.essence.id, quantity: 2 },
          { productId: 999999, quantity: 1 },
          { productId: f.jar.id, quantity: 9 },
        ],
      },
    });
    const { lines, subtotal } = res.data;
    expect(lines.map((l) => l.problem)).toEqual([null, 'missing', 'insufficient_stock']);
    expect(lines[0]).toMatchObject({ name: 'Snail Essence', price: 12.5, categoryName: 'Skincare' });
    expect(lines[2]!.categoryName).toBeNull();
    expect(subtotal).toBe(25 + 81);
  });
});

describe('the demo card network', () => {
  it.each(DEMO_TEST_CARDS.map((c) => [c.number, c.outcome] as const))(
    'card %s → %s',
    async (number, outcome) => {
      const intent = (await createIntent(t, [{ productId: f.essence.id, quantity: 1 }])).data;
      const res = (await confirm(t, intent.clientSecret, number)).data;
      if (outcome === 'Succeeds')
        expect(res).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
      else expect(res).toMatchObject({ status: 'failed', error: { message: outcome } });
      const [row] = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, intent.paymentIntentId));
      expect(row!.cardLast4).toBe(number.slice(-4));
      expect(JSON.stringify(row)).not.toContain(number);
    },
  );

  it('rejects a number failing the Luhn check and a past expiry', async () => {
    const intent = (await createIntent(t, [{ productId: f.essence.id, quantity: 1 }])).data;
    expect((await confirm(t, intent.clientSecret, '4242424242424241')).data.error?.message).toBe(
      MESSAGES.card.invalidNumber,
    );
    const past = await confirm(t, intent.clientSecret, '4242424242424242', { expMonth: 1, expYear: 2020 });
    expect(past.data.error?.message).toBe(MESSAGES.card.pastExpiry);
    // A failed attempt can be retried with another card, like Stripe.
    expect((await confirm(t, intent.clientSecret)).data.status).toBe('succeeded');
  });

  it('limits card attempts per address: the 31st in the window is refused and records nothing', async () => {
    const intent = (await createIntent(t, [{ productId: f.essence.id, quantity: 1 }])).data;
    const attempt = (remoteAddress: string, number: string) =>
      confirm(t, intent.clientSecret, number, {}, remoteAddress);
    for (let i = 0; i < 30; i++) {
      expect((await attempt('203.0.113.7', '4000000000000002')).data.status).toBe('failed');
    }
    const refused = await attempt('203.0.113.7', '4242424242424242');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row!.status).toBe('failed');
    // Another address is counted apart.
    expect((await attempt('203.0.113.8', '4242424242424242')).data.status).toBe('succeeded');
  });
});

describe('placing an order', () => {
  it('places a paid order: stock taken, order details, timeline and confirmation mail', async () => {
    const items = [{ productId: f.toner.id, quantity: 2 }];
    const before = await stockOf(t, f.toner.id);
    const { intent, placed } = await buy(t, items);
    expect(placed.status).toBe(200);
    const data = placed.data;
    expect(data).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
      stripeClientSecret: intent.clientSecret,
    });
    expect(data.orderId).toMatch(/^SG-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await stockOf(t, f.toner.id)).toBe(before - 2);

    const details = (
      await callApi(t.app, endpoints.orders.details, {
        query: { orderId: data.orderId, token: data.accessToken },
      })
    ).data;
    expect(details).toMatchObject({
      orderId: data.orderId,
      status: 'pending',
      subtotal: 37.98,
      // 2 × 800 g = 1.6 kg: one started kg above the base → 5.99 + 3.00
      shippingFee: 8.99,
      total: 46.97,
      paymentMethod: 'Credit Card',
      cardBrand: 'visa',
      cardLast4: '4242',
      trackingNumber: null,
      email: ADDRESS.email,
      items: [{ productId: f.toner.id, name: 'Rice Toner', quantity: 2, price: 18.99, imgURL: null }],
      shippingAddress: {
        fullName: 'Jane Buyer',
        city: 'Austin',
        country: 'United States',
        addressLine2: null,
      },
    });
    expect(details.timeline).toHaveLength(1);
    expect(details.timeline[0]).toMatchObject({ status: 'pending' });

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ADDRESS.email));
    const mail = mails.find((m) => m.subject.includes(data.orderId))!;
    expect(mail.kind).toBe('order-confirmation');
    expect(mail.textBody).toContain('2 × Rice Toner — $37.98');
    expect(mail.textBody).toContain('Total: $46.97');
    expect(mail.textBody).toContain('1 Main St');
    expect(mail.textBody).toContain(`/orders/${data.orderId}`);
  });

  it('returns the same order when one intent is placed twice, even at once', async () => {
    const items = [{ productId: f.essence.id, quantity: 1 }];
    const intent = (await createIntent(t, items)).data;
    await confirm(t, intent.clientSecret);
    const before = await stockOf(t, f.essence.id);
    const results = await Promise.all([
      place(t, items, intent),
      place(t, items, intent),
      place(t, items, intent),
    ]);
    const ids = new Set(results.map((r) => r.data.orderId));
    expect(ids.size).toBe(1);
    expect(await stockOf(t, f.essence.id)).toBe(before - 1);
    const again = await place(t, items, intent);
    expect(again.data.orderId).toBe([...ids][0]);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, intent.paymentIntentId));
    expect(rows).toHaveLength(1);
  });

  it('never turns an unpaid or failed intent into an order', async () => {
    const items = [{ productId: f.essence.id, quantity: 1 }];
    const unpaid = (await createIntent(t, items)).data;
    const res = await place(t, items, unpaid);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([MESSAGES.buying.paymentNotCompleted]);

    const failed = (await createIntent(t, items)).data;
    await confirm(t, failed.clientSecret, '4000000000000002');
    expect((await place(t, items, failed)).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, failed.paymentIntentId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a wrong client secret', async () => {
    const items = [{ productId: f.essence.id, quantity: 1 }];
    const intent = (await createIntent(t, items)).data;
    await confirm(t, intent.clientSecret);
    const res = await place(t, items, { ...intent, clientSecret: `${intent.clientSecret}x` });
    expect(res.status).toBe(404);
  });

  it('refunds and places nothing when the cart no longer matches the paid amount', async () => {
    const paidFor = [{ productId: f.essence.id, quantity: 1 }];
    const intent = (await createIntent(t, paidFor)).data;
    await confirm(t, intent.clientSecret);
    const stock = await stockOf(t, f.essence.id);
    const res = await place(t, [{ productId: f.essence.id, quantity: 3 }], intent);
    expect(res.status).toBe(409);
    expect(res.errors).toEqual([MESSAGES.buying.cartChangedRefunded]);
    expect(await stockOf(t, f.essence.id)).toBe(stock);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row!.status).toBe('refunded');
    // The refunded intent stays unusable, even with the right items.
    const retry = await place(t, paidFor, intent);
    expect(retry.status).toBe(409);
    expect(retry.errors).toEqual([MESSAGES.buying.paymentRefunded]);
  });

  it('validates the shipping address with the exact messages', async () => {
    const items = [{ productId: f.essence.id, quantity: 1 }];
    const intent = (await createIntent(t, items)).data;
    const res = await place(t, items, intent, { ...ADDRESS, email: 'nope', fullName: ' ', city: '' });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual(
      expect.arrayContaining([
        MESSAGES.checkout.emailInvalid,
        MESSAGES.checkout.fullNameRequired,
        MESSAGES.checkout.cityRequired,
      ]),
    );
  });

  it('answers Order Not Found for an unknown id', async () => {
    const res = await callApi(t.app, endpoints.orders.details, { query: { orderId: 'SG-0000000000' } });
    expect(res.status).toBe(404);
    expect(res.errors).toEqual([MESSAGES.orders.notFoundText]);
  });
});
