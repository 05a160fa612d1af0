/**
 * The checkout of docs/product.md#checkout over real HTTP (intent → demo card → place), for tests that drive
 * server processes (crash safety, scale-out). Each call names the client address it comes from in
 * X-Forwarded-For; the servers run with TRUST_PROXY=true, so per-IP limits see distinct shoppers.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADDRESS } from './buying';

export type Items = { productId: number; quantity: number }[];
export type Address = typeof ADDRESS;
// Responses are checked field by field in the tests; a loose type keeps that readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

export async function post(
  base: string,
  url: string,
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: leave null
  }
  return { status: res.status, json };
}

/** Checkout step 1; `recordAddress` sends the shipping address along, as the checkout page does. */
export async function createIntent(
  base: string,
  items: Items,
  address: Address,
  ip: string,
  recordAddress = false,
) {
  return post(
    base,
    '/api/Orders/createPaymentIntent',
    {
      items,
      email: address.email,
      country: address.country,
      ...(recordAddress ? { shippingAddress: address } : {}),
    },
    ip,
  );
}

export async function confirmCard(base: string, intent: Intent, address: Address, ip: string) {
  return post(
    base,
    '/api/Payments/demo/confirm',
    {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
      billingDetails: { name: address.fullName, email: address.email },
    },
    ip,
  );
}

export async function placeOrder(base: string, items: Items, intent: Intent, address: Address, ip: string) {
  return post(
    base,
    '/api/Orders/place',
    {
      items,
      shippingAddress: address,
      stripeClientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
    },
    ip,
  );
}

/** A distinct shopper address for each (shopper, attempt): 10.{shopper}.{hi}.{lo}. */
export function shopperIp(shopper: number, attempt: number): string {
  return `10.${shopper % 250}.${Math.floor(attempt / 250) % 250}.${(attempt % 250) + 1}`;
}

export function addressFor(tag: string): Address {
  return {
    ...ADDRESS,
    email: `${tag}@example.com`,
    fullName: `Shopper ${tag}`,
    addressLine1: `${tag} Main St`,
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** An empty database on the run's PostgreSQL (servers migrate it themselves); drop() removes it. */
export async function createEmptyDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}

/** A category, products with the given stock and a US shipping zone, written straight to the database. */
export async function insertCatalog(
  client: pg.Client,
  stocks: number[],
): Promise<{ id: number; priceCents: number; stock: number }[]> {
  const cat = await client.query<{ id: number }>(
    `INSERT INTO categories (name) VALUES ('Skincare ${randomBytes(3).toString('hex')}') RETURNING id`,
  );
  const rows: { id: number; priceCents: number; stock: number }[] = [];
  for (const [i, stock] of stocks.entries()) {
    const priceCents = 1000 + i * 250;
    const r = await client.query<{ id: number }>(
      `INSERT INTO products (name, description, price_cents, stock_quantity, weight_grams, category_id)
       VALUES ($1, 'x', $2, $3, 200, $4) RETURNING id`,
      [`Test Product ${i}`, priceCents, stock, cat.rows[0]!.id],
    );
    rows.push({ id: r.rows[0]!.id, priceCents, stock });
  }
  await client.query(
    `INSERT INTO shipping_zones (country, flat_fee_cents, base_weight_grams, per_kg_fee_cents)
     VALUES ('United States', 599, 1000, 300) ON CONFLICT DO NOTHING`,
  );
  return rows;
}
