/**
 * Scale-out (docs/architecture.md#running): two server processes on different ports share one
 * PostgreSQL (DATABASE_URL: the run's embedded server, or the external one when the suite has
 * DATABASE_URL) and one image store (IMAGES_DIR), each with its own DATA_DIR. Whatever one instance
 * does, the other sees: sessions, the daily chat limit, the sign-in throttles, uploaded
 * images, and the stock of a product sold through both.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@seoul-glow/shared';
import { multipart, pngImage } from './admin-fixtures';
import {
  addressFor,
  confirmCard,
  createEmptyDatabase,
  createIntent,
  insertCatalog,
  placeOrder,
  post,
  type Intent,
  type Json,
} from './http-checkout';
import { startServerProcess, type ServerProcess } from './server-process';

const OWNER = { email: 'scale-owner@example.com', password: 'scale-owner-password' };

let tmp: string;
let imagesDir: string;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let db: pg.Client;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-scale-out-'));
  imagesDir = path.join(tmp, 'shared-images');
  database = await createEmptyDatabase(inject('pgAdminUrl'), 'sg_scale');
  const env = (name: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(tmp, name),
    IMAGES_DIR: imagesDir,
    TRUST_PROXY: 'true',
    SEED_DEMO: '0',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
  });
  // Started together on an empty database, as behind a load balancer: they race to migrate it,
  // create the first admin and the signing secret.
  [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
  await database?.drop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

async function login(base: string, email: string, password: string, ip: string) {
  return post(base, '/api/Auth/login', { email, password }, ip);
}

async function getJson(base: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, { headers });
  const json: Json = await res.json().catch(() => null);
  return { status: res.status, json };
}

describe('two instances on one PostgreSQL and one image store', { timeout: 90_000 }, () => {
  it('run on different ports and keep one signing secret in the database, none in DATA_DIR', async () => {
    expect(a.port).not.toBe(b.port);
    const { rows } = await db.query('SELECT name FROM app_secrets');
    expect(rows).toEqual([{ name: 'jwt' }]);
    for (const name of ['a', 'b']) {
      await expect(fs.access(path.join(tmp, name, '.jwt-secret'))).rejects.toThrow();
    }
    const admins = await db.query('SELECT email FROM admin_users');
    expect(admins.rows).toEqual([{ email: OWNER.email }]);
  });

  it('accepts a token signed by one instance on the other', async () => {
    const fromA = await login(a.url, OWNER.email, OWNER.password, '172.16.0.1');
    expect(fromA.status).toBe(200);
    const fromB = await login(b.url, OWNER.email, OWNER.password, '172.16.0.2');
    expect(fromB.status).toBe(200);
    for (const [token, other] of [
      [fromA.json.data.token as string, b],
      [fromB.json.data.token as string, a],
    ] as const) {
      const users = await getJson(other.url, '/api/User/getAllUsers', { authorization: `Bearer ${token}` });
      expect(users.status).toBe(200);
      const refreshed = await post(other.url, '/api/Auth/refresh-token', {}, '172.16.0.3', {
        authorization: `Bearer ${token}`,
      });
      expect(refreshed.status).toBe(200);
    }
    // A token neither instance signed is refused by both.
    const forged = `${(fromA.json.data.token as string).slice(0, -4)}AAAA`;
    for (const s of [a, b]) {
      const res = await getJson(s.url, '/api/User/getAllUsers', { authorization: `Bearer ${forged}` });
      expect(res.status).toBe(401);
    }
  });

  it('holds the daily chat limit of 15 across both instances', async () => {
    const ask = (s: ServerProcess, clientId: string, ip: string) =>
      post(
        s.url,
        '/api/Chat/message',
        { messages: [{ role: 'user', content: 'tips for dry skin' }], clientId },
        ip,
      );

    // One shopper alternating between the instances: 15 answers, then refused on both.
    for (let i = 0; i < 15; i++) {
      const res = await ask(i % 2 ? b : a, 'scale-client-1', '172.17.0.1');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    for (const s of [a, b]) {
      const refused = await ask(s, 'scale-client-1', '172.17.0.1');
      expect(refused.status).toBe(429);
      expect(refused.json.errors).toEqual([MESSAGES.chat.limitText]);
    }
    // Another shopper behind the same address has their own 15 (the address has a ceiling of its own) ...
    expect((await ask(b, 'scale-client-2', '172.17.0.1')).status).toBe(200);
    // ... and another shopper sending 18 messages at once through both gets exactly 15 answers.
    const burst = await Promise.all(
      Array.from({ length: 18 }, (_, i) => ask(i % 2 ? b : a, 'scale-client-3', '172.17.0.2')),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(15);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('holds the login throttle per address across both instances', async () => {
    const ip = '172.18.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await login((i % 2 ? b : a).url, `nobody-${i}@example.com`, 'wrong-password', ip);
      expect(res.status).toBe(401);
    }
    for (const s of [a, b]) {
      const res = await login(s.url, OWNER.email, OWNER.password, ip);
      expect(res.status).toBe(429);
      expect(res.json.errors).toEqual([MESSAGES.login.locked]);
    }
    // Another address is not affected.
    expect((await login(b.url, OWNER.email, OWNER.password, '172.18.0.2')).status).toBe(200);
  });

  it('slows down an address after five wrong passwords for an account over both instances, never the account', async () => {
    const owner = await login(a.url, OWNER.email, OWNER.password, '172.19.0.1');
    const victim = { fullName: 'Second Admin', email: 'second@example.com', password: 'second-password' };
    const created = await post(a.url, '/api/Auth/register', victim, '172.19.0.1', {
      authorization: `Bearer ${owner.json.data.token}`,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);

    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 ? b.url : a.url, victim.email, 'not-the-password', '172.19.1.1');
      expect(res.status).toBe(401);
    }
    // The attacking address waits on both instances, even with the right password …
    for (const s of [a, b]) {
      const res = await login(s.url, victim.email, victim.password, '172.19.1.1');
      expect(res.status).toBe(429);
      expect(res.json.errors).toEqual([MESSAGES.login.locked]);
    }
    // … while the owner at another address signs in on both.
    for (const [s, ip] of [
      [a, '172.19.2.1'],
      [b, '172.19.2.2'],
    ] as const) {
      expect((await login(s.url, victim.email, victim.password, ip)).status).toBe(200);
    }
  });

  it('serves an image uploaded through one instance from the other, and forgets it when deleted there', async () => {
    const owner = await login(b.url, OWNER.email, OWNER.password, '172.20.0.1');
    const auth = { authorization: `Bearer ${owner.json.data.token}` };
    const cat = await db.query<{ id: number }>(
      `INSERT INTO categories (name) VALUES ('Scale Skincare') RETURNING id`,
    );
    const body = multipart(
      {
        name: 'Shared Serum',
        description: 'Uploaded through one instance',
        price: '19.99',
        stockQuantity: '3',
        weight: '0.2',
        isFeatured: 'false',
        categoryId: String(cat.rows[0]!.id),
        videoLink: '',
      },
      [{ field: 'images', name: 'serum.png', type: 'image/png', data: await pngImage(64, 48) }],
    );
    const saved = await fetch(`${a.url}/api/Products/saveProduct`, {
      method: 'POST',
      headers: { ...auth, ...body.headers, 'x-forwarded-for': '172.20.0.1' },
      body: body.payload,
    });
    const product = ((await saved.json()) as { data: { id: number; images: string[] } }).data;
    expect(saved.status).toBe(200);
    const file = product.images[0]!;
    expect(file).toMatch(/^[a-f0-9]{24}\.webp$/);

    const viaA = await fetch(`${a.url}/Images/Products/${file}`);
    const viaB = await fetch(`${b.url}/Images/Products/${file}`);
    expect(viaB.status).toBe(200);
    expect(viaB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await viaB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await viaA.arrayBuffer()))).toBe(true);
    expect(bytes.equals(await fs.readFile(path.join(imagesDir, file)))).toBe(true);
    const detail = await getJson(b.url, `/api/Product/${product.id}`);
    expect(detail.json.data.images).toEqual([file]);

    const removed = await fetch(`${b.url}/api/Products/deleteProduct?id=${product.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${a.url}/Images/Products/${file}`)).status).toBe(404);
  });

  it('sells exactly the stock to concurrent paid buyers spread over both instances', async () => {
    const [jar] = await insertCatalog(db, [7]);
    const items = [{ productId: jar!.id, quantity: 1 }];
    const buyers = Array.from({ length: 24 }, (_, i) => ({
      address: addressFor(`scale-buyer-${i}`),
      ip: `172.21.${i}.1`,
      first: i % 2 ? b : a,
      second: i % 2 ? a : b,
    }));
    // Everyone gets an intent from one instance and pays through the other while stock shows 7.
    const intents = await Promise.all(
      buyers.map(async (buyer) => {
        const res = await createIntent(buyer.first.url, items, buyer.address, buyer.ip);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        const intent = res.json.data as Intent;
        const card = await confirmCard(buyer.second.url, intent, buyer.address, buyer.ip);
        expect(card.json.data.status).toBe('succeeded');
        return intent;
      }),
    );
    const results = await Promise.all(
      buyers.map((buyer, i) => placeOrder(buyer.first.url, items, intents[i]!, buyer.address, buyer.ip)),
    );
    const sold = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(sold).toHaveLength(7);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.json.errors).toEqual([MESSAGES.buying.soldOutRefunded]);
    }
    const stock = await db.query<{ stock: number }>(
      'SELECT stock_quantity AS stock FROM products WHERE id = $1',
      [jar!.id],
    );
    expect(stock.rows[0]!.stock).toBe(0);
    const lines = await db.query<{ n: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS n FROM order_lines WHERE product_id = $1',
      [jar!.id],
    );
    expect(lines.rows[0]!.n).toBe(7);
    const statuses = await db.query<{ status: string; n: number }>(
      `SELECT status::text, count(*)::int AS n FROM payment_intents WHERE id = ANY($1)
       GROUP BY status ORDER BY status::text`,
      [intents.map((i) => i.paymentIntentId)],
    );
    expect(statuses.rows).toEqual([
      { status: 'refunded', n: 17 },
      { status: 'succeeded', n: 7 },
    ]);
  });
});
