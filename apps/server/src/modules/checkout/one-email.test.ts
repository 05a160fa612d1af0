import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@seoul-glow/shared';
import { orders, paymentIntents } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { ADDRESS, confirm, createIntent, place, seedBuyingFixtures } from '../../../test/buying';
import { buyWithCode, savePromotion } from '../../../test/promotions';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
});
afterAll(() => t.close());

const essence = () => [{ productId: f.essence.id, quantity: 1 }];

async function paidIntent() {
  const intent = (await createIntent(t, essence())).data;
  await confirm(t, intent.clientSecret);
  return intent;
}

const intentRow = async (id: string) =>
  (await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const ordersOf = (id: string) => t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id));

describe('one email per checkout', () => {
  it('refuses and refunds a place call with another email than the payment', async () => {
    const intent = await paidIntent();
    const res = await place(t, essence(), intent, { ...ADDRESS, email: 'someone-else@example.com' });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual([MESSAGES.buying.emailChangedRefunded]);
    expect((await intentRow(intent.paymentIntentId)).status).toBe('refunded');
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(0);
  });

  it('takes the same email in another case and with spaces around it', async () => {
    const intent = await paidIntent();
    const res = await place(t, essence(), intent, { ...ADDRESS, email: ` ${ADDRESS.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
  });

  it('does not let a once-per-email code checked on one email be used by another', async () => {
    const admin = await createAdmin(t, { role: 'admin' });
    const token = await signIn(t, admin.email);
    await savePromotion(t, token, { code: 'ONCE-EMAIL', kind: 'fixed', value: 2, oncePerEmail: true });
    const used = await buyWithCode(t, essence(), { code: 'ONCE-EMAIL', email: 'used@example.com' });
    expect(used.placed!.status).toBe(200);

    const swapped = await buyWithCode(t, essence(), {
      code: 'ONCE-EMAIL',
      email: 'never-used@example.com',
      placeEmail: 'used@example.com',
    });
    expect(swapped.intent.status).toBe(200);
    expect(swapped.placed!.status).toBe(409);
    expect(swapped.placed!.errors).toEqual([MESSAGES.buying.emailChangedRefunded]);
    const { paymentIntentId } = swapped.intent.data;
    expect((await intentRow(paymentIntentId)).status).toBe('refunded');
    expect(await ordersOf(paymentIntentId)).toHaveLength(0);
  });
});
