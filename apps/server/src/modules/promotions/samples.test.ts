import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMAGE_MESSAGES, MESSAGES, endpoints, type SaveSampleRequest } from '@seoul-glow/shared';
import { mailOutbox, samples } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { seedBuyingFixtures } from '../../../test/buying';
import { buyWithCode } from '../../../test/promotions';

const api = endpoints.admin.promotions;
let t: TestApp;
let token: string;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
});
afterAll(() => t.close());

const saveSample = async (body: SaveSampleRequest) =>
  (await callApi(t.app, api.saveSample, { token, body })).data;
const stock = async (id: number) =>
  (await t.database.db.select().from(samples).where(eq(samples.id, id)))[0]!.stockQuantity;
const orderOf = async (orderId: string) =>
  (await callApi(t.app, endpoints.orders.details, { query: { orderId } })).data;
const items = () => [{ productId: f.essence.id, quantity: 1 }];

describe('free samples (docs/product.md#checkout)', () => {
  let mini: number;
  let big: number;

  it('are kept by the admin, and only active ones in stock are offered', async () => {
    expect((await callApi(t.app, api.saveSample, { body: { name: 'x', stockQuantity: 1 } })).status).toBe(
      401,
    );
    const refused = await callApi(t.app, api.saveSample, { token, body: { name: ' ', stockQuantity: -1 } });
    expect(refused.errors).toEqual(
      expect.arrayContaining([MESSAGES.promo.sampleNameRequired, MESSAGES.promo.sampleStockInvalid]),
    );
    const unknown = await callApi(t.app, api.saveSample, {
      token,
      body: { name: 'Ghost', productId: 999_999, stockQuantity: 1 },
    });
    expect(unknown.errors).toEqual([IMAGE_MESSAGES.productNotFound]);

    mini = (await saveSample({ name: 'Essence mini', productId: f.essence.id, stockQuantity: 2 })).id;
    big = (await saveSample({ name: 'Toner mini', productId: f.toner.id, stockQuantity: 50 })).id;
    await saveSample({ name: 'Paused mini', stockQuantity: 9, active: false });
    await saveSample({ name: 'Empty mini', stockQuantity: 0 });

    const offered = (await callApi(t.app, endpoints.promotions.samples)).data.samples;
    expect(offered.map((s) => s.name)).toEqual(['Essence mini', 'Toner mini']);
    const listed = (await callApi(t.app, api.samples, { token })).data;
    expect(listed.find((s) => s.id === mini)).toMatchObject({ productName: 'Snail Essence', given: 0 });
  });

  it('takes the chosen sample with the order, shows it and mails it', async () => {
    const { placed } = await buyWithCode(t, items(), { sample: mini, email: 'pick@example.com' });
    expect(placed!.status).toBe(200);
    expect((await orderOf(placed!.data.orderId)).sample).toEqual({ name: 'Essence mini', surprise: false });
    expect(await stock(mini)).toBe(1);
    const admin = (
      await callApi(t.app, endpoints.admin.orders.details, {
        token,
        query: { orderId: placed!.data.orderId },
      })
    ).data;
    expect(admin.sample).toEqual({ name: 'Essence mini', surprise: false });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'pick@example.com'));
    expect(mail!.textBody).toContain('Free sample: Essence mini');
  });

  it('picks the fullest sample for surprise me, and stands in when the chosen one ran out', async () => {
    const surprise = await buyWithCode(t, items(), { sample: 'surprise', email: 's1@example.com' });
    expect((await orderOf(surprise.placed!.data.orderId)).sample).toEqual({
      name: 'Toner mini',
      surprise: true,
    });
    expect(await stock(big)).toBe(49);

    // The last essence mini goes to this order; the next one asking for it gets the shop's pick.
    await buyWithCode(t, items(), { sample: mini, email: 's2@example.com' });
    expect(await stock(mini)).toBe(0);
    const late = await buyWithCode(t, items(), { sample: mini, email: 's3@example.com' });
    expect((await orderOf(late.placed!.data.orderId)).sample).toEqual({ name: 'Toner mini', surprise: true });
    expect(await stock(mini)).toBe(0);
  });

  it('never stops an order: none asked for or none left, the order has no sample', async () => {
    const none = await buyWithCode(t, items(), { email: 'none@example.com' });
    expect((await orderOf(none.placed!.data.orderId)).sample).toBeNull();
    await saveSample({ id: big, name: 'Toner mini', productId: f.toner.id, stockQuantity: 0 });
    const out = await buyWithCode(t, items(), { sample: 'surprise', email: 'out@example.com' });
    expect(out.placed!.status).toBe(200);
    expect((await orderOf(out.placed!.data.orderId)).sample).toBeNull();
    expect((await callApi(t.app, endpoints.promotions.samples)).data.samples).toEqual([]);
  });

  it('goes back on the shelf when its order is cancelled, once', async () => {
    const back = (await saveSample({ name: 'Returned mini', stockQuantity: 5 })).id;
    const { placed } = await buyWithCode(t, items(), { sample: back, email: 'cancel@example.com' });
    expect(await stock(back)).toBe(4);
    const orderId = placed!.data.orderId;
    const status = (s: 'cancelled' | 'pending') =>
      callApi(t.app, endpoints.admin.orders.updateStatus, { token, query: { orderId, status: s } });
    await status('cancelled');
    expect(await stock(back)).toBe(5);
    await status('pending');
    await status('cancelled');
    expect(await stock(back)).toBe(5);
  });
});
