import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { orderListWhere } from './admin-orders.repository';

/** The admin lists stay fast with 10,000 products and 10,000 orders (bench/README.md). */
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signIn(t, (await createAdmin(t)).email)}` };
  const db = t.database.db;
  await db.execute(sql`INSERT INTO categories (name) VALUES ('Skincare'), ('Makeup')`);
  await db.execute(sql`
    INSERT INTO products (name, description, price_cents, stock_quantity, weight_grams, category_id, created_at)
    SELECT 'Product ' || g || CASE WHEN g % 97 = 0 THEN ' Velvet' ELSE '' END,
           'Description of product ' || g, 1000 + g, 50, 100, 1 + g % 2, now() - make_interval(mins => g)
    FROM generate_series(1, 10000) g`);
  await db.execute(sql`
    INSERT INTO shipping_addresses (full_name, email, address_line1, city, state, postal_code, country)
    VALUES ('Scale Shopper', 'scale@example.com', '1 Main', 'Austin', 'TX', '78701', 'United States')`);
  await db.execute(sql`
    INSERT INTO orders (public_id, status, email, full_name, shipping_address_id, subtotal_cents, shipping_fee_cents, total_cents, created_at)
    SELECT 'SG-SCALE' || lpad(g::text, 6, '0'),
           (ARRAY['pending','processing','shipped','delivered','cancelled'])[1 + g % 5]::order_status,
           'shopper' || g || '@example.com', 'Shopper ' || g, 1, 2000, 500, 2500, now() - make_interval(mins => g * 5)
    FROM generate_series(1, 10000) g`);
  await db.execute(sql`
    INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity)
    SELECT o.id, 1 + (o.id % 10000), 'Line', 1000, 1 + o.id % 3 FROM orders o`);
  await db.execute(sql`ANALYZE`);
}, 120_000);
afterAll(() => t?.close());

async function timed(url: string) {
  await t.app.inject({ url, headers: auth }); // warm
  const start = performance.now();
  const res = await t.app.inject({ url, headers: auth });
  const ms = performance.now() - start;
  expect(res.statusCode, url).toBe(200);
  return { ms, body: res.json() };
}

describe('admin lists at 10,000 products and orders', () => {
  it.each([
    '/api/Products/adminList?page=1&pageSize=20',
    '/api/Products/adminList?q=velvet&page=1&pageSize=20',
    '/api/Products/adminList?categoryId=2&page=250&pageSize=20',
    '/api/Orders/admin?page=1&pageSize=20',
    '/api/Orders/admin?q=shopper%2012&status=shipped&page=1&pageSize=20',
    '/api/Orders/admin?page=400&pageSize=20',
    '/api/Dashboard/stats',
  ])('%s answers in under 500 ms (a loaded CI machine included)', async (url) => {
    const { ms, body } = await timed(url);
    console.log(`${url}: ${ms.toFixed(1)} ms`);
    expect(body.succeeded).toBe(true);
    expect(ms).toBeLessThan(500);
  });

  it('pages carry the right totals', async () => {
    const products = (await timed('/api/Products/adminList?q=velvet&page=1&pageSize=20')).body.data;
    expect(products.total).toBe(Math.floor(10000 / 97));
    const orders = (await timed('/api/Orders/admin?status=pending&page=1&pageSize=20')).body.data;
    expect(orders.total).toBe(2000);
    expect(orders.items).toHaveLength(20);
  });

  it('searches orders through the trigram index, not by reading every order', async () => {
    const plan = await t.database.db.execute(
      sql`EXPLAIN SELECT count(*) FROM orders WHERE ${orderListWhere({ q: 'sg-scale004321' })}`,
    );
    expect(JSON.stringify(plan.rows)).toContain('orders_search_trgm_idx');
    const found = (await timed('/api/Orders/admin?q=Scale004321&page=1&pageSize=20')).body.data;
    expect(found.total).toBe(1);
    expect(found.items[0].orderId).toBe('SG-SCALE004321');
  });
});
