import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { mailOutbox, orders, paymentEvents, paymentIntents, products } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { ADDRESS, buy, confirm, place, seedBuyingFixtures, stockOf } from '../../../test/buying';

// A one-second grace: the worker sweeps every second and finds each paid intent about a second
// after its payment, as it would after two minutes in a store.
let t: TestApp;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_GRACE_SECONDS: '1' } });
  f = await seedBuyingFixtures(t);
});
afterAll(() => t.close());

type Items = { productId: number; quantity: number }[];
const db = () => t.database.db;

/** Checkout steps 1 and 2 only: the shopper pays, then the place call never arrives. */
async function payAndVanish(items: Items, address: typeof ADDRESS | null = ADDRESS) {
  const res = await callApi(t.app, endpoints.payments.createIntent, {
    body: {
      items,
      // One email per checkout: the recorded address carries the payment's own email.
      email: address?.email ?? ADDRESS.email,
      country: 'United States',
      ...(address ? { shippingAddress: address } : {}),
    },
  });
  expect(res.status).toBe(200);
  expect((await confirm(t, res.data.clientSecret)).data.status).toBe('succeeded');
  return res.data;
}
const intentRow = async (id: string) =>
  (await db().select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const eventsOf = async (id: string) =>
  (
    await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentIntentId, id))
      .orderBy(paymentEvents.id)
  ).map((e) => e.kind);
const settled = (id: string) =>
  expect.poll(async () => (await intentRow(id)).settledAt, { timeout: 20_000, interval: 200 }).not.toBeNull();

describe('payment reconciliation', () => {
  it('places the order of a paid payment whose place call never came, from the recorded cart and address', async () => {
    const items = [{ productId: f.toner.id, quantity: 2 }];
    const stock = await stockOf(t, f.toner.id);
    const intent = await payAndVanish(items, {
      ...ADDRESS,
      email: 'late@example.com',
      fullName: 'Late Shopper',
    });
    expect(
      await db().select().from(orders).where(eq(orders.paymentIntentId, intent.paymentIntentId)),
    ).toEqual([]);

    await settled(intent.paymentIntentId);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, intent.paymentIntentId));
    expect(order).toMatchObject({ email: 'late@example.com', fullName: 'Late Shopper', totalCents: 4697 });
    expect(await stockOf(t, f.toner.id)).toBe(stock - 2);
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({
      attention: 'placed_late',
      attentionNote: order!.publicId,
    });
    expect(await eventsOf(intent.paymentIntentId)).toEqual(['found-unplaced', 'placed-late']);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'late@example.com'));
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);

    // The shopper's place call arriving after all gets the same order; nothing is taken twice.
    const late = await place(t, items, intent, {
      ...ADDRESS,
      email: 'late@example.com',
      fullName: 'Late Shopper',
    });
    expect(late.data.orderId).toBe(order!.publicId);
    expect(await stockOf(t, f.toner.id)).toBe(stock - 2);
  });

  it('refunds and mails the shopper why when the stock ran out meanwhile', async () => {
    const items = [{ productId: f.jar.id, quantity: 1 }];
    const intent = await payAndVanish(items, { ...ADDRESS, email: 'soldout@example.com' });
    await db().update(products).set({ stockQuantity: 0 }).where(eq(products.id, f.jar.id));

    await settled(intent.paymentIntentId);
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({
      status: 'refunded',
      attention: 'refunded',
      attentionNote: MESSAGES.buying.soldOutRefunded,
    });
    expect(
      await db().select().from(orders).where(eq(orders.paymentIntentId, intent.paymentIntentId)),
    ).toEqual([]);
    expect(await stockOf(t, f.jar.id)).toBe(0);
    expect(await eventsOf(intent.paymentIntentId)).toEqual(['found-unplaced', 'refunded', 'shopper-mailed']);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'soldout@example.com'), eq(mailOutbox.kind, 'payment-refunded')));
    // $9.00 and $8.99 shipping (1.5 kg: the flat fee and one started kilogram above the base).
    expect(mail!.subject).toBe('Your Seoul Glow payment of $17.99 was refunded');
    expect(mail!.textBody).toContain(MESSAGES.buying.soldOutRefunded);
    expect(mail!.textBody).toContain('1 × Big Cream Jar');
    expect(mail!.textBody).toContain('Visa ending in 4242');
    expect(mail!.textBody).not.toContain('4242424242424242');

    // A refunded payment stays unusable.
    const retry = await place(t, items, intent, { ...ADDRESS, email: 'soldout@example.com' });
    expect(retry.status).toBe(409);
    expect(retry.errors).toEqual([MESSAGES.buying.paymentRefunded]);
  });

  it('refunds a paid payment that came without a shipping address', async () => {
    const intent = await payAndVanish([{ productId: f.essence.id, quantity: 1 }], null);
    await settled(intent.paymentIntentId);
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({
      status: 'refunded',
      attentionNote: MESSAGES.buying.noAddressRefunded,
    });
  });

  it('refunds when the price changed after payment', async () => {
    const intent = await payAndVanish([{ productId: f.essence.id, quantity: 1 }]);
    await db().update(products).set({ priceCents: 1300 }).where(eq(products.id, f.essence.id));
    try {
      await settled(intent.paymentIntentId);
    } finally {
      await db().update(products).set({ priceCents: 1250 }).where(eq(products.id, f.essence.id));
    }
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({
      status: 'refunded',
      attentionNote: MESSAGES.buying.cartChangedRefunded,
    });
  });

  it('settles orders placed as usual without a mark, and leaves unpaid payments alone', async () => {
    const { intent, placed } = await buy(t, [{ productId: f.essence.id, quantity: 1 }]);
    expect(placed.status).toBe(200);
    const unpaid = await callApi(t.app, endpoints.payments.createIntent, {
      body: {
        items: [{ productId: f.essence.id, quantity: 1 }],
        email: ADDRESS.email,
        country: 'United States',
      },
    });
    await settled(intent.paymentIntentId);
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({ attention: null });
    expect(await eventsOf(intent.paymentIntentId)).toEqual([]);
    expect(await intentRow(unpaid.data.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
      settledAt: null,
      attention: null,
    });
  });

  it('lists the payments needing attention with their history, for admins only', async () => {
    const refused = await callApi(t.app, endpoints.admin.orders.paymentsNeedingAttention, { query: {} });
    expect(refused.status).toBe(401);
    const token = await signIn(t, (await createAdmin(t)).email);

    const all = await callApi(t.app, endpoints.admin.orders.paymentsNeedingAttention, { query: {}, token });
    expect(all.status).toBe(200);
    expect(all.data.counts).toEqual({ placed_late: 1, refunded: 3, failing: 0 });
    expect(all.data.total).toBe(4);
    const late = await callApi(t.app, endpoints.admin.orders.paymentsNeedingAttention, {
      query: { attention: 'placed_late' },
      token,
    });
    expect(late.data.items).toHaveLength(1);
    const [row] = late.data.items;
    expect(row).toMatchObject({
      attention: 'placed_late',
      email: 'late@example.com',
      fullName: 'Late Shopper',
      amount: 46.97,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(row!.orderId).toMatch(/^SG-/);
    expect(row!.history.map((h) => h.kind)).toEqual(['found-unplaced', 'placed-late']);
    expect(row!.history[1]!.note).toContain(row!.orderId!);
  });
});
