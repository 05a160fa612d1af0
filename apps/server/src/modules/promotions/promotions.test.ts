import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { mailOutbox, paymentIntents, promotions } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { seedBuyingFixtures } from '../../../test/buying';
import { buyWithCode, savePromotion, validateCode } from '../../../test/promotions';

const M = MESSAGES.promo;
const api = endpoints.admin.promotions;

let t: TestApp;
let token: string;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
  const admin = await createAdmin(t, { role: 'admin' });
  token = await signIn(t, admin.email);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const essence = (quantity: number) => [{ productId: f.essence.id, quantity }];

describe('Admin → Promotions', () => {
  it('needs an admin token for every call', async () => {
    expect((await callApi(t.app, api.list)).status).toBe(401);
    const save = await callApi(t.app, api.save, { body: { code: 'NOPE1', kind: 'percent', value: 5 } });
    expect(save.status).toBe(401);
  });

  it('creates, lists, edits, pauses and deletes a code', async () => {
    const created = await savePromotion(t, token, { code: 'spring-10', kind: 'percent', value: 10 });
    expect(created).toMatchObject({ code: 'SPRING-10', state: 'live', description: '10% off', uses: 0 });
    const list = (await callApi(t.app, api.list, { token })).data;
    expect(list.map((p) => p.code)).toContain('SPRING-10');

    const edited = await savePromotion(t, token, {
      id: created.id,
      code: 'SPRING-10',
      kind: 'fixed',
      value: 7.5,
      minSubtotal: 30,
      endsAt: days(3),
    });
    expect(edited).toMatchObject({ kind: 'fixed', value: 7.5, minSubtotal: 30, description: '$7.50 off' });

    const paused = await savePromotion(t, token, {
      id: created.id,
      code: 'SPRING-10',
      kind: 'fixed',
      value: 7.5,
      active: false,
    });
    expect(paused.state).toBe('paused');
    expect((await validateCode(t, 'spring-10', essence(3))).errors).toEqual([M.paused]);

    const removed = await callApi(t.app, api.remove, { token, query: { id: created.id } });
    expect(removed.status).toBe(200);
    expect((await callApi(t.app, api.remove, { token, query: { id: created.id } })).errors).toEqual([
      M.notFound,
    ]);
  });

  it('refuses a duplicate code and impossible terms with the form messages', async () => {
    await savePromotion(t, token, { code: 'TWICE', kind: 'free-shipping' });
    const dup = await callApi(t.app, api.save, { token, body: { code: 'twice', kind: 'percent', value: 5 } });
    expect(dup.status).toBe(409);
    expect(dup.errors).toEqual([M.codeExists]);
    const bad = await callApi(t.app, api.save, {
      token,
      body: { code: 'BAD', kind: 'percent', value: 150, startsAt: days(2), endsAt: days(1) },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual(expect.arrayContaining([M.percentInvalid, M.endBeforeStart]));
    const badCode = await callApi(t.app, api.save, { token, body: { code: 'a b', kind: 'fixed', value: 1 } });
    expect(badCode.errors).toEqual([M.codeInvalid]);
  });

  it('names one code in the header: saving another takes its place', async () => {
    const a = await savePromotion(t, token, {
      code: 'HEAD-A',
      kind: 'percent',
      value: 5,
      showInHeader: true,
    });
    await savePromotion(t, token, { code: 'HEAD-B', kind: 'percent', value: 6, showInHeader: true });
    const list = (await callApi(t.app, api.list, { token })).data;
    expect(list.filter((p) => p.showInHeader).map((p) => p.code)).toEqual(['HEAD-B']);
    expect(list.find((p) => p.id === a.id)!.showInHeader).toBe(false);
  });
});

describe('a code at checkout (docs/product.md#checkout)', () => {
  it('tells the shopper exactly why a code does not apply', async () => {
    expect((await validateCode(t, 'NOSUCHCODE', essence(1))).errors).toEqual([M.unknown]);
    await savePromotion(t, token, { code: 'MIN40', kind: 'fixed', value: 5, minSubtotal: 40 });
    // 2 × 12.50 = 25.00: 15.00 short of 40.00.
    expect((await validateCode(t, 'MIN40', essence(2))).errors).toEqual([
      M.minimumNotMet('$15.00', '$40.00'),
    ]);
    await savePromotion(t, token, {
      code: 'LATER',
      kind: 'percent',
      value: 5,
      startsAt: '2099-03-01T10:00:00Z',
    });
    expect((await validateCode(t, 'LATER', essence(1))).errors).toEqual([M.notYetValid('March 1, 2099')]);
    await savePromotion(t, token, {
      code: 'GONE',
      kind: 'percent',
      value: 5,
      startsAt: days(-9),
      endsAt: days(-1),
    });
    expect((await validateCode(t, 'GONE', essence(1))).errors).toEqual([M.expired]);
    await savePromotion(t, token, {
      code: 'SKIN',
      kind: 'percent',
      value: 20,
      categoryIds: [f.essence.categoryId!],
    });
    // The jar has no category: nothing for the code to take off.
    expect((await validateCode(t, 'SKIN', [{ productId: f.jar.id, quantity: 1 }])).errors).toEqual([
      M.notApplicable,
    ]);
    const ok = await validateCode(t, 'skin', [...essence(2), { productId: f.jar.id, quantity: 1 }]);
    expect(ok.data).toMatchObject({ code: 'SKIN', discount: 5, freeShipping: false, description: '20% off' });
  });

  it('prices the quote, the payment and the order with the code; free shipping reads the discounted subtotal', async () => {
    await savePromotion(t, token, { code: 'SAVE10', kind: 'percent', value: 10 });
    // 4 × 12.50 = 50.00 ships free; 10% off leaves 45.00, so the fee is charged (1.2 kg → 5.99 + 3.00).
    const plain = await callApi(t.app, endpoints.shipping.calculate, {
      body: { items: essence(4), country: 'United States' },
    });
    expect(plain.data).toMatchObject({ shippingFee: 0, isFree: true, discount: 0, promoCode: null });
    const quote = await callApi(t.app, endpoints.shipping.calculate, {
      body: { items: essence(4), country: 'United States', promoCode: 'save10' },
    });
    expect(quote.data).toMatchObject({
      shippingFee: 8.99,
      isFree: false,
      discount: 5,
      promoCode: 'SAVE10',
      promoError: null,
    });

    const email = 'coder@example.com';
    const { intent, placed } = await buyWithCode(t, essence(4), { code: 'SAVE10', email });
    expect(intent.data).toMatchObject({ amount: 53.99, discount: 5, promoCode: 'SAVE10' });
    expect(placed!.data).toMatchObject({ discount: 5, promoCode: 'SAVE10' });
    const orderId = placed!.data.orderId;
    const details = (await callApi(t.app, endpoints.orders.details, { query: { orderId } })).data;
    expect(details).toMatchObject({
      subtotal: 50,
      discount: 5,
      promoCode: 'SAVE10',
      shippingFee: 8.99,
      total: 53.99,
    });
    const admin = (await callApi(t.app, endpoints.admin.orders.details, { token, query: { orderId } })).data;
    expect(admin).toMatchObject({ discount: 5, promoCode: 'SAVE10', totalAmount: 53.99 });

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.textBody).toContain('Discount (SAVE10): −$5.00');
    expect(mail!.textBody).toContain('Total: $53.99');

    const listed = (await callApi(t.app, api.list, { token })).data.find((p) => p.code === 'SAVE10')!;
    expect(listed).toMatchObject({ uses: 1, revenue: 53.99, discountGiven: 5 });
  });

  it('ships free with a free-shipping code', async () => {
    await savePromotion(t, token, { code: 'SHIPFREE', kind: 'free-shipping' });
    const { intent, placed } = await buyWithCode(t, essence(1), {
      code: 'SHIPFREE',
      email: 'ship@example.com',
    });
    expect(intent.data).toMatchObject({ amount: 12.5, discount: 0, promoCode: 'SHIPFREE' });
    const details = (
      await callApi(t.app, endpoints.orders.details, { query: { orderId: placed!.data.orderId } })
    ).data;
    expect(details).toMatchObject({ shippingFee: 0, total: 12.5, promoCode: 'SHIPFREE' });
  });

  it('allows one order per email for a once-per-email code, and a first-order code only to new emails', async () => {
    await savePromotion(t, token, { code: 'ONCE', kind: 'fixed', value: 2, oncePerEmail: true });
    expect(
      (await buyWithCode(t, essence(1), { code: 'ONCE', email: 'Once@Example.com' })).placed!.status,
    ).toBe(200);
    const again = await buyWithCode(t, essence(1), { code: 'ONCE', email: 'once@example.com' });
    expect(again.intent.errors).toEqual([M.usedByEmail]);
    expect((await validateCode(t, 'ONCE', essence(1), 'ONCE@example.com')).errors).toEqual([M.usedByEmail]);
    expect(
      (await buyWithCode(t, essence(1), { code: 'ONCE', email: 'other@example.com' })).placed!.status,
    ).toBe(200);

    await savePromotion(t, token, { code: 'FIRST', kind: 'percent', value: 10, firstOrderOnly: true });
    const returning = await buyWithCode(t, essence(1), { code: 'FIRST', email: 'once@example.com' });
    expect(returning.intent.errors).toEqual([M.firstOrderOnly]);
    expect(
      (await buyWithCode(t, essence(1), { code: 'FIRST', email: 'new@example.com' })).placed!.status,
    ).toBe(200);
  });

  it('is used up after its total uses', async () => {
    await savePromotion(t, token, { code: 'ONLY1', kind: 'fixed', value: 1, maxUses: 1 });
    expect(
      (await buyWithCode(t, essence(1), { code: 'ONLY1', email: 'a1@example.com' })).placed!.status,
    ).toBe(200);
    expect((await validateCode(t, 'ONLY1', essence(1))).errors).toEqual([M.usedUp]);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.code, 'ONLY1'));
    expect(row!.usesCount).toBe(1);
  });

  it('refunds a paid payment whose code stopped applying before the order, and one placed with another code', async () => {
    const p = await savePromotion(t, token, { code: 'PAUSEME', kind: 'fixed', value: 3 });
    const intent = await callApi(t.app, endpoints.payments.createIntent, {
      body: { items: essence(2), email: 'late@example.com', country: 'United States', promoCode: 'PAUSEME' },
    });
    const { clientSecret, paymentIntentId } = intent.data;
    await callApi(t.app, endpoints.payments.confirmDemo, {
      body: {
        clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        billingDetails: { name: 'Late', email: 'late@example.com' },
      },
    });
    await savePromotion(t, token, { id: p.id, code: 'PAUSEME', kind: 'fixed', value: 3, active: false });
    const shippingAddress = {
      email: 'late@example.com',
      fullName: 'Late Buyer',
      addressLine1: '1 St',
      city: 'X',
      state: 'TX',
      postalCode: '1',
      country: 'United States',
    };
    const placed = await callApi(t.app, endpoints.orders.place, {
      body: { items: essence(2), shippingAddress, stripeClientSecret: clientSecret, paymentIntentId },
    });
    expect(placed.status).toBe(409);
    expect(placed.errors).toEqual([M.refunded(M.paused)]);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paymentIntentId));
    expect(row!.status).toBe('refunded');

    await savePromotion(t, token, { code: 'REAL', kind: 'fixed', value: 1 });
    const swapped = await callApi(t.app, endpoints.payments.createIntent, {
      body: { items: essence(1), email: 'swap@example.com', country: 'United States' },
    });
    await callApi(t.app, endpoints.payments.confirmDemo, {
      body: {
        clientSecret: swapped.data.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        billingDetails: { name: 'Swap', email: 'swap@example.com' },
      },
    });
    const withCode = await callApi(t.app, endpoints.orders.place, {
      body: {
        items: essence(1),
        shippingAddress: { ...shippingAddress, email: 'swap@example.com' },
        stripeClientSecret: swapped.data.clientSecret,
        paymentIntentId: swapped.data.paymentIntentId,
        promoCode: 'REAL',
      },
    });
    expect(withCode.errors).toEqual([MESSAGES.buying.cartChangedRefunded]);
  });
});
