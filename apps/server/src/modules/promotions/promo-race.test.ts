import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { products, promotions } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { ADDRESS, confirm, seedBuyingFixtures } from '../../../test/buying';
import { savePromotion } from '../../../test/promotions';

const ROUNDS = 20;
const SHOPPERS = 20;
const USES = 3;

let t: TestApp;
let token: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = await seedBuyingFixtures(t);
  productId = f.essence.id;
  await t.database.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.id, productId));
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
});
afterAll(() => t.close());

/** One shopper paid (intent and demo card) with the code, ready to place; each from their own address. */
async function paidShopper(code: string, round: number, i: number, email = `r${round}s${i}@example.com`) {
  const remoteAddress = `10.${round}.${i}.1`;
  const items = [{ productId, quantity: 1 }];
  const intent = await callApi(t.app, endpoints.payments.createIntent, {
    body: { items, email, country: 'United States', promoCode: code },
    remoteAddress,
  });
  expect(intent.status).toBe(200);
  await confirm(t, intent.data.clientSecret, '4242424242424242', {}, remoteAddress);
  return () =>
    callApi(t.app, endpoints.orders.place, {
      body: {
        items,
        shippingAddress: { ...ADDRESS, email },
        stripeClientSecret: intent.data.clientSecret,
        paymentIntentId: intent.data.paymentIntentId,
      },
      remoteAddress,
    });
}

describe('a code with 3 uses left and 20 shoppers placing at once (docs/product.md#checkout)', () => {
  it(`is used exactly 3 times, ${ROUNDS} rounds running; the others are refunded and told why`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = `RACE${round}`;
      await savePromotion(t, token, { code, kind: 'percent', value: 20, maxUses: USES });
      const places = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) => paidShopper(code, round, i)),
      );
      const stockBefore = (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!
        .stockQuantity;

      const results = await Promise.all(places.map((place) => place()));

      const placed = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(placed).toHaveLength(USES);
      expect(refused.map((r) => r.errors)).toEqual(
        Array.from({ length: SHOPPERS - USES }, () => [MESSAGES.promo.refunded(MESSAGES.promo.usedUp)]),
      );
      const [promo] = await t.database.db.select().from(promotions).where(eq(promotions.code, code));
      expect(promo!.usesCount).toBe(USES);
      const counts = await t.database.db.execute<{
        redemptions: number;
        orders: number;
        refunded: number;
      }>(sql`
        SELECT (SELECT count(*)::int FROM promotion_redemptions WHERE promotion_id = ${promo!.id}) AS redemptions,
               (SELECT count(*)::int FROM orders WHERE promo_code = ${code}) AS orders,
               (SELECT count(*)::int FROM payment_intents WHERE promo_code = ${code} AND status = 'refunded') AS refunded`);
      expect(counts.rows[0]).toEqual({ redemptions: USES, orders: USES, refunded: SHOPPERS - USES });
      const stockAfter = (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!
        .stockQuantity;
      expect(stockBefore - stockAfter).toBe(USES);
    }
  }, 180_000);
});

describe('a once-per-email code used by one email in ten tabs at once', () => {
  it('places one order; the other payments are refunded with the reason', async () => {
    await savePromotion(t, token, { code: 'ONEEACH', kind: 'fixed', value: 2, oncePerEmail: true });
    const places = await Promise.all(
      Array.from({ length: 10 }, (_, i) => paidShopper('ONEEACH', 200, i, 'same.shopper@example.com')),
    );
    const results = await Promise.all(places.map((place) => place()));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.errors)).toEqual(
      Array.from({ length: 9 }, () => [MESSAGES.promo.refunded(MESSAGES.promo.usedByEmail)]),
    );
    const [promo] = await t.database.db.select().from(promotions).where(eq(promotions.code, 'ONEEACH'));
    expect(promo!.usesCount).toBe(1);
  });
});
