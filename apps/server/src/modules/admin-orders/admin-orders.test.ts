import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, orderStatusHistory, orders, products } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { insertCategory, insertOrder, insertProduct } from '../../../test/admin-fixtures';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t, { role: 'admin' });
  auth = { authorization: `Bearer ${await signIn(t, admin.email)}` };
});
afterAll(() => t?.close());

const setStatus = (orderId: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Orders/updateOrderStatus?orderId=${orderId}&status=${status}`,
    headers: auth,
  });
const stockOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;

describe('updateOrderStatus', () => {
  it('moves through every status, records each change, mails the shopper; shipped keeps the carrier and number given, never a made-up one', async () => {
    const cat = await insertCategory(t);
    const p = await insertProduct(t, cat.id, { stockQuantity: 5 });
    const order = await insertOrder(t, [{ productId: p.id, quantity: 2, unitPriceCents: 2500 }]);
    const sequence = ['processing', 'shipped', 'delivered', 'pending', 'shipped', 'cancelled', 'processing'];
    const tracking = '1Z999AA10123456784';
    let shipments = 0;
    for (const status of sequence) {
      // The first shipment is marked without a carrier or number; the second names both.
      const extra =
        status === 'shipped' && shipments++ === 1 ? `&carrier=ups&trackingNumber=${tracking}` : '';
      const res = await setStatus(order.publicId, `${status}${extra}`);
      expect(res.statusCode, status).toBe(200);
      expect(res.json().data.status).toBe(status);
      if (status === 'shipped' && !extra) expect(res.json().data.trackingNumber).toBeNull();
      if (extra) expect(res.json().data).toMatchObject({ trackingNumber: tracking, carrier: 'UPS' });
    }
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history.map((h) => h.status)).toEqual(['pending', ...sequence]);
    expect(history.filter((h) => h.status === 'shipped').map((h) => h.note)).toEqual([
      'Shipped',
      `Shipped with UPS, tracking number ${tracking}`,
    ]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'jane@example.com'));
    expect(mails).toHaveLength(sequence.length);
    const shipped = mails.filter((m) => m.kind === 'order-status-shipped').map((m) => m.textBody);
    expect(shipped[0]).not.toMatch(/Tracking number/);
    expect(shipped[1]).toContain(`Tracking number: ${tracking}`);
    expect(shipped[1]).toContain(`https://www.ups.com/track?tracknum=${tracking}`);
    // Cancelled once: the 2 units came back once, and un-cancelling did not take or return more.
    expect(await stockOf(p.id)).toBe(7);
    // The order page (by its number alone) names the carrier and links its tracking page.
    const page = await t.app.inject({ url: `/api/Orders/orderDetails?orderId=${order.publicId}` });
    expect(page.json().data).toMatchObject({
      trackingNumber: tracking,
      carrier: 'UPS',
      trackingUrl: `https://www.ups.com/track?tracknum=${tracking}`,
    });
  });

  it('adds a carrier and a number to an order already shipped, refuses a number with other characters', async () => {
    const cat = await insertCategory(t);
    const p = await insertProduct(t, cat.id, { stockQuantity: 5 });
    const order = await insertOrder(t, [{ productId: p.id, quantity: 1, unitPriceCents: 2500 }]);
    expect((await setStatus(order.publicId, 'shipped')).json().data.trackingNumber).toBeNull();
    const added = await setStatus(order.publicId, 'shipped&carrier=Local%20Courier&trackingNumber=LC-42');
    expect(added.json().data).toMatchObject({
      status: 'shipped',
      carrier: 'Local Courier',
      trackingNumber: 'LC-42',
    });
    const bad = await setStatus(order.publicId, 'shipped&trackingNumber=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('A tracking number is letters, numbers, spaces and -');
  });

  it('puts stock back exactly once, even when cancelled twice', async () => {
    const cat = await insertCategory(t);
    const a = await insertProduct(t, cat.id, { stockQuantity: 3 });
    const b = await insertProduct(t, cat.id, { stockQuantity: 0 });
    const order = await insertOrder(t, [
      { productId: a.id, quantity: 2, unitPriceCents: 1000 },
      { productId: b.id, quantity: 1, unitPriceCents: 1000 },
      { productId: null, quantity: 4, unitPriceCents: 1000, name: 'Deleted product' },
    ]);
    expect((await setStatus(order.publicId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(1);
    await setStatus(order.publicId, 'pending');
    await setStatus(order.publicId, 'cancelled');
    expect(await stockOf(a.id)).toBe(5);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.stockReturnedAt).not.toBeNull();
  });

  it('setting the current status changes nothing; unknown status is 400, unknown order 404', async () => {
    const order = await insertOrder(t, [{ productId: null, quantity: 1, unitPriceCents: 1000 }]);
    await setStatus(order.publicId, 'pending');
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
    const bad = await setStatus(order.publicId, 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ succeeded: false, errors: ['Unknown order status'] });
    expect((await setStatus('SG-NOPE', 'shipped')).statusCode).toBe(404);
  });

  it('accepts the status case-insensitively', async () => {
    const order = await insertOrder(t, [{ productId: null, quantity: 1, unitPriceCents: 1000 }]);
    expect((await setStatus(order.publicId, 'Processing')).json().data.status).toBe('processing');
  });
});

describe('order lists', () => {
  it('getAllOrders lists every order newest first with totalAmount and shippingFee', async () => {
    const res = await t.app.inject({ url: '/api/Orders/getAllOrders', headers: auth });
    const list = res.json().data;
    expect(list.length).toBeGreaterThan(2);
    expect(list[0]).toHaveProperty('totalAmount');
    expect(list[0]).toHaveProperty('shippingFee', 5);
  });

  it('searches by order id, name and email, filters by status and pages', async () => {
    const o = await insertOrder(t, [{ productId: null, quantity: 1, unitPriceCents: 1000 }], {
      fullName: 'Minji Park',
      email: 'minji@example.kr',
    });
    const byName = await t.app.inject({ url: '/api/Orders/admin?q=minji%20park', headers: auth });
    expect(byName.json().data.items.map((x: { orderId: string }) => x.orderId)).toEqual([o.publicId]);
    const byEmail = await t.app.inject({ url: '/api/Orders/admin?q=EXAMPLE.KR', headers: auth });
    expect(byEmail.json().data.total).toBe(1);
    const byId = await t.app.inject({
      url: `/api/Orders/admin?q=${o.publicId.slice(3).toLowerCase()}`,
      headers: auth,
    });
    expect(byId.json().data.total).toBe(1);
    const pending = await t.app.inject({ url: '/api/Orders/admin?status=pending&pageSize=1', headers: auth });
    expect(pending.json().data.items).toHaveLength(1);
    expect(pending.json().data.items[0].status).toBe('pending');
    expect(pending.json().data.total).toBe(pending.json().data.statusCounts.pending);
    const detail = await t.app.inject({
      url: `/api/Orders/adminOrderDetails?orderId=${o.publicId}`,
      headers: auth,
    });
    const two = await insertOrder(t, [
      { productId: null, quantity: 2, unitPriceCents: 1000 },
      { productId: null, quantity: 3, unitPriceCents: 1000 },
    ]);
    const listed = await t.app.inject({ url: `/api/Orders/admin?q=${two.publicId}`, headers: auth });
    expect(listed.json().data.items[0]).toMatchObject({ orderId: two.publicId, itemCount: 5 });
    expect(detail.json().data).toMatchObject({
      itemCount: 1,
      orderId: o.publicId,
      shippingAddress: { city: 'Austin' },
      history: [{ status: 'pending' }],
    });
  });
});

describe('dashboard stats', () => {
  it('counts real sales and units sold, and moves after a new order', async () => {
    const before = (await t.app.inject({ url: '/api/Dashboard/stats', headers: auth })).json().data;
    const cat = await insertCategory(t);
    const star = await insertProduct(t, cat.id, { name: 'Best Seller', stockQuantity: 100 });
    await insertOrder(t, [{ productId: star.id, quantity: 50, unitPriceCents: 1000 }]);
    const cancelled = await insertOrder(t, [{ productId: star.id, quantity: 70, unitPriceCents: 1000 }]);
    await setStatus(cancelled.publicId, 'cancelled');
    const after = (await t.app.inject({ url: '/api/Dashboard/stats', headers: auth })).json().data;
    expect(after.totalOrders.value).toBe(before.totalOrders.value + 2);
    expect(after.totalSales.value).toBeCloseTo(before.totalSales.value + 505, 2);
    expect(after.totalSales.formattedValue).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(after.topProducts[0]).toMatchObject({ name: 'Best Seller', unitsSold: 50 });
    expect(after.recentOrders).toHaveLength(6);
    expect(after.salesByDay).toHaveLength(30);
    // Everything is from today and nothing from the previous 30 days: up 100 %.
    expect(after.totalOrders).toMatchObject({ percentageChange: 100, isPositiveChange: true });
  });
});
