import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@seoul-glow/shared';
import { orderLines, paymentIntents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { confirm, createIntent, place, seedBuyingFixtures, stockOf } from '../../../test/buying';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('sells exactly 5 units to 20 concurrent paid buyers and refunds the other 15', async () => {
  const { jar } = await seedBuyingFixtures(t);
  expect(await stockOf(t, jar.id)).toBe(5);
  const items = [{ productId: jar.id, quantity: 1 }];
  // Every buyer gets an intent and pays while stock still shows 5.
  const intents = await Promise.all(
    Array.from({ length: 20 }, async () => (await createIntent(t, items)).data),
  );
  for (const i of intents) expect((await confirm(t, i.clientSecret)).data.status).toBe('succeeded');

  const results = await Promise.all(intents.map((i) => place(t, items, i)));
  const sold = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  expect(sold).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const r of refused) {
    expect(r.status).toBe(409);
    expect(r.errors).toEqual([MESSAGES.buying.soldOutRefunded]);
  }
  expect(await stockOf(t, jar.id)).toBe(0);
  const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.productId, jar.id));
  expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(5);

  const rows = await t.database.db.select().from(paymentIntents);
  const byId = new Map(rows.map((r) => [r.id, r]));
  intents.forEach((intent, k) => {
    const status = byId.get(intent.paymentIntentId)!.status;
    expect(status).toBe(results[k]!.status === 200 ? 'succeeded' : 'refunded');
  });
});
