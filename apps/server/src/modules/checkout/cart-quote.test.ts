import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, endpoints, type CartQuoteRequest } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { seedBuyingFixtures } from '../../../test/buying';
import { buyWithCode, savePromotion } from '../../../test/promotions';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
  const token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
  await savePromotion(t, token, { code: 'QUOTE10', kind: 'percent', value: 10 });
  await savePromotion(t, token, { code: 'QUOTESHIP', kind: 'free-shipping' });
  await savePromotion(t, token, { code: 'QUOTEONCE', kind: 'fixed', value: 3, oncePerEmail: true });
});
afterAll(() => t.close());

const quote = (body: CartQuoteRequest, remoteAddress?: string) =>
  callApi(t.app, endpoints.cart.quote, { body, remoteAddress });

describe('POST /api/Cart/quote with a code and a country (ADR 0004, 0017)', () => {
  it('prices the lines, the code and the country as the payment will charge them', async () => {
    const items = [{ productId: f.essence.id, quantity: 4 }];
    const res = await quote({ items, country: 'japan', promoCode: 'quote10' });
    expect(res.status).toBe(200);
    // $50.00 less 10% is $45.00: under the free-shipping threshold, so Japan's fee is charged
    // (1.2 kg: the flat fee and one started kilogram above the base weight).
    expect(res.data).toMatchObject({
      subtotal: 50,
      discount: 5,
      promoCode: 'QUOTE10',
      promoError: null,
      shippingFee: 11.49,
      isFree: false,
      available: true,
    });
    expect(res.data.lines).toHaveLength(1);
    const { intent } = await buyWithCode(t, items, { code: 'QUOTE10', country: 'Japan' });
    expect(intent.data).toMatchObject({ amount: 56.49, discount: 5, promoCode: 'QUOTE10' });
  });

  it('answers as before without a code or a country: no discount, no fee known', async () => {
    const res = await quote({ items: [{ productId: f.essence.id, quantity: 1 }] });
    expect(res.data).toMatchObject({
      subtotal: 12.5,
      discount: 0,
      promoCode: null,
      promoError: null,
      shippingFee: 0,
      available: false,
    });
  });

  it('ships free with a free-shipping code, and says why a code does not apply', async () => {
    const items = [{ productId: f.toner.id, quantity: 1 }];
    const free = await quote({ items, country: 'United States', promoCode: 'QUOTESHIP' });
    expect(free.data).toMatchObject({
      shippingFee: 0,
      isFree: true,
      available: true,
      promoCode: 'QUOTESHIP',
    });
    const unknown = await quote({ items, country: 'United States', promoCode: 'NO-SUCH-CODE' });
    expect(unknown.data).toMatchObject({ discount: 0, promoCode: null, promoError: MESSAGES.promo.unknown });
    expect(unknown.data.shippingFee).toBe(5.99);
  });

  it('checks a once-per-email code against the email when one is given', async () => {
    const items = [{ productId: f.toner.id, quantity: 1 }];
    const email = 'quote-once@example.com';
    const { placed } = await buyWithCode(t, items, { code: 'QUOTEONCE', email });
    expect(placed?.status).toBe(200);
    const again = await quote({ items, country: 'United States', promoCode: 'QUOTEONCE', email });
    expect(again.data.promoError).toBe(MESSAGES.promo.usedByEmail);
    const other = await quote({ items, country: 'United States', promoCode: 'QUOTEONCE' });
    expect(other.data).toMatchObject({ discount: 3, promoCode: 'QUOTEONCE' });
  });

  it('counts a quote naming a code as a code check: the 61st in a minute is refused', async () => {
    const items = [{ productId: f.essence.id, quantity: 1 }];
    const ip = '10.44.0.1';
    for (let i = 0; i < 60; i++)
      expect((await quote({ items, promoCode: `GUESS${i}` }, ip)).status).toBe(200);
    expect((await quote({ items, promoCode: 'GUESS60' }, ip)).status).toBe(429);
    // Without a code the quote is no code check.
    expect((await quote({ items }, ip)).status).toBe(200);
  });
});
