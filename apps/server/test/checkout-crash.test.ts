/**
 * Crash safety of checkout (docs/architecture.md#running): shoppers run complete checkouts (intent
 * → demo card → place) at full speed, the server dies with SIGKILL in the middle, and after a
 * restart on the same data every acknowledged order is there whole, stock matches the stored orders
 * exactly, and a paid intent that was never placed can be placed once.
 *
 * Embedded database (default): a power loss — the server and its PostgreSQL are killed together.
 * With DATABASE_URL (CI's second run): the server dies, the managed database lives on.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  addressFor,
  confirmCard,
  createEmptyDatabase,
  createIntent,
  insertCatalog,
  placeOrder,
  shopperIp,
  type Address,
  type Intent,
  type Items,
} from './http-checkout';
import { connectToEmbedded, postmasterPid, startServerProcess, type ServerProcess } from './server-process';

const SHOPPERS = 6;
const KILL_AFTER_ORDERS = 60;
const STOCK = 5000;

const external = process.env.DATABASE_URL ? inject('pgAdminUrl') : undefined;
let dataDir: string;
let server: ServerProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await server?.stop('SIGTERM');
  await dropDatabase?.();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

interface Acked {
  orderId: string;
  intent: Intent;
  items: Items;
  address: Address;
}
interface Paid {
  intent: Intent;
  items: Items;
  address: Address;
  ip: string;
}

describe('checkout under SIGKILL', { timeout: 150_000 }, () => {
  it('keeps every acknowledged order whole, stock exact, and paid intents placeable once', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-checkout-crash-'));
    await fs.chmod(dataDir, 0o755);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'crash-owner@example.com',
      ADMIN_PASSWORD: 'crash-owner-password',
    };
    if (external) {
      const database = await createEmptyDatabase(external, 'sg_crash');
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    const connect = async () => {
      if (!env.DATABASE_URL) return connectToEmbedded(dataDir);
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      return c;
    };

    server = await startServerProcess(env);
    let db = await connect();
    const catalog = await insertCatalog(db, [STOCK, STOCK, STOCK, STOCK]);
    await db.end();

    const acked: Acked[] = [];
    const paid: Paid[] = []; // card confirmed (acknowledged), place not acknowledged
    const heldBack: Paid[] = []; // paid on purpose and never placed before the crash
    let stop = false;
    const base = server.url;

    const shopper = async (n: number) => {
      for (let attempt = 0; !stop; attempt++) {
        const ip = shopperIp(n, attempt);
        const address = addressFor(`s${n}-${attempt}`);
        const first = catalog[(n + attempt) % catalog.length]!;
        const second = catalog[(n + attempt + 1) % catalog.length]!;
        const items: Items =
          attempt % 3 === 0
            ? [{ productId: first.id, quantity: 1 + (attempt % 3) }]
            : [
                { productId: first.id, quantity: 1 + (attempt % 2) },
                { productId: second.id, quantity: 1 },
              ];
        try {
          const intent = await createIntent(base, items, address, ip);
          if (intent.status !== 200)
            throw new Error(`intent ${intent.status} ${JSON.stringify(intent.json)}`);
          const data = intent.json.data as Intent;
          const card = await confirmCard(base, data, address, ip);
          if (card.status !== 200 || card.json.data.status !== 'succeeded')
            throw new Error(`confirm ${card.status} ${JSON.stringify(card.json)}`);
          const entry = { intent: data, items, address, ip };
          // Three shoppers pay once each and walk away before placing: placed after the restart.
          if (n < 3 && attempt === 5) {
            heldBack.push(entry);
            continue;
          }
          paid.push(entry);
          const placed = await placeOrder(base, items, data, address, ip);
          if (placed.status !== 200) throw new Error(`place ${placed.status} ${JSON.stringify(placed.json)}`);
          paid.splice(paid.indexOf(entry), 1);
          acked.push({ orderId: placed.json.data.orderId as string, intent: data, items, address });
        } catch (err) {
          if (stop) return; // the server is gone
          throw err;
        }
      }
    };
    const shoppers = Array.from({ length: SHOPPERS }, (_, n) => shopper(n));
    const failed = Promise.race(shoppers).then(
      () => undefined,
      (err: unknown) => err,
    );
    const started = Date.now();
    while (acked.length < KILL_AFTER_ORDERS || heldBack.length < 3) {
      const problem = await Promise.race([failed, new Promise((r) => setTimeout(() => r('wait'), 5))]);
      if (problem !== 'wait' && problem !== undefined) throw problem;
      if (Date.now() - started > 60_000) throw new Error(`only ${acked.length} orders in 60 s`);
    }

    // SIGKILL in the middle of the rush (and, on the embedded database, a power loss).
    const pgPid = external ? null : await postmasterPid(dataDir);
    server.child.kill('SIGKILL');
    if (pgPid) process.kill(pgPid, 'SIGKILL');
    stop = true;
    await Promise.allSettled(shoppers);
    const ackedAtCrash = [...acked];
    const inFlight = [...paid];
    const rate = Math.round((ackedAtCrash.length / (Date.now() - started)) * 1000);
    console.info(
      `[checkout-crash] ${ackedAtCrash.length} orders acknowledged (~${rate}/s), ${inFlight.length} paid in flight at SIGKILL`,
    );

    server = await startServerProcess(env);
    db = await connect();

    // 1. Every acknowledged order is stored whole: lines, address, status history.
    for (const a of ackedAtCrash) {
      const { rows } = await db.query(
        `SELECT o.id, o.payment_intent_id, o.status, o.email, s.full_name, s.address_line1, s.city,
                s.postal_code, s.country
         FROM orders o JOIN shipping_addresses s ON s.id = o.shipping_address_id
         WHERE o.public_id = $1`,
        [a.orderId],
      );
      expect(rows, `order ${a.orderId} was acknowledged`).toHaveLength(1);
      const o = rows[0]!;
      expect(o).toMatchObject({
        payment_intent_id: a.intent.paymentIntentId,
        status: 'pending',
        email: a.address.email,
        full_name: a.address.fullName,
        address_line1: a.address.addressLine1,
        city: a.address.city,
        postal_code: a.address.postalCode,
        country: a.address.country,
      });
      const lines = await db.query<{ product_id: number; quantity: number }>(
        'SELECT product_id, quantity FROM order_lines WHERE order_id = $1 ORDER BY product_id',
        [o.id],
      );
      expect(lines.rows).toEqual(
        [...a.items]
          .sort((x, y) => x.productId - y.productId)
          .map((i) => ({ product_id: i.productId, quantity: i.quantity })),
      );
      const history = await db.query('SELECT status FROM order_status_history WHERE order_id = $1', [o.id]);
      expect(history.rows).toEqual([{ status: 'pending' }]);
    }

    // 2. A paid intent never placed before the crash is placed once now; again gives the same order.
    const base2 = server.url;
    for (const h of heldBack) {
      const before = await db.query('SELECT 1 FROM orders WHERE payment_intent_id = $1', [
        h.intent.paymentIntentId,
      ]);
      expect(before.rows).toHaveLength(0);
      const first = await placeOrder(base2, h.items, h.intent, h.address, h.ip);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      const again = await placeOrder(base2, h.items, h.intent, h.address, h.ip);
      expect(again.status).toBe(200);
      expect(again.json.data.orderId).toBe(first.json.data.orderId);
    }
    // Paid checkouts whose place call was cut off by the crash: placing them now returns the order
    // the crash may already have committed, or places it; either way exactly one order.
    let committedBeforeCrash = 0;
    for (const p of inFlight) {
      const before = await db.query('SELECT public_id FROM orders WHERE payment_intent_id = $1', [
        p.intent.paymentIntentId,
      ]);
      const placed = await placeOrder(base2, p.items, p.intent, p.address, p.ip);
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
      if (before.rows.length) {
        committedBeforeCrash++;
        expect(placed.json.data.orderId).toBe(before.rows[0]!.public_id);
      }
    }
    const perIntent = await db.query(
      `SELECT payment_intent_id, count(*)::int AS n FROM orders GROUP BY payment_intent_id HAVING count(*) > 1`,
    );
    expect(perIntent.rows).toEqual([]);
    const expectedOrders = ackedAtCrash.length + heldBack.length + inFlight.length;
    const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(total.rows[0]!.n).toBe(expectedOrders);

    // 3. No order without lines or history, and stock = starting stock − what stored orders took.
    const orphans = await db.query(
      `SELECT o.id FROM orders o
       WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)`,
    );
    expect(orphans.rows).toEqual([]);
    for (const p of catalog) {
      const { rows } = await db.query<{ stock: number; taken: number }>(
        `SELECT stock_quantity AS stock,
                (SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE product_id = $1) AS taken
         FROM products WHERE id = $1`,
        [p.id],
      );
      expect(rows[0]!.taken).toBeGreaterThan(0);
      expect(rows[0]!.stock, `stock of product ${p.id}`).toBe(p.stock - rows[0]!.taken);
    }
    await db.end();
    console.info(
      `[checkout-crash] ${committedBeforeCrash} of the in-flight orders had committed before SIGKILL`,
    );
  });
});

/**
 * No payment stranded (docs/product.md#checkout): 50 checkouts at once, some shoppers walking away
 * after paying; the server and its database die by SIGKILL in the middle. After the restart nobody
 * places anything by hand: the background worker, after its grace period, must leave every paid
 * payment placed exactly once or refunded (with the shopper's mail), and stock + sold = the
 * starting stock. One product is scarce, so both outcomes happen.
 */
describe('payment reconciliation after SIGKILL', { timeout: 180_000 }, () => {
  it('places or refunds every paid payment once, with stock exact', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-reconcile-crash-'));
    await fs.chmod(dir, 0o755);
    const env: Record<string, string> = {
      DATA_DIR: dir,
      SEED_DEMO: '0',
      TRUST_PROXY: 'true',
      PAYMENT_GRACE_SECONDS: '2',
      ADMIN_EMAIL: 'crash-owner@example.com',
      ADMIN_PASSWORD: 'crash-owner-password',
    };
    let drop: (() => Promise<void>) | undefined;
    if (external) {
      const database = await createEmptyDatabase(external, 'sg_reconcile');
      drop = database.drop;
      env.DATABASE_URL = database.url;
    }
    const clients: pg.Client[] = [];
    const connect = async () => {
      const c = env.DATABASE_URL
        ? new pg.Client({ connectionString: env.DATABASE_URL })
        : await connectToEmbedded(dir);
      if (env.DATABASE_URL) await c.connect();
      // The database is killed under it: that is the test, not an error.
      c.on('error', () => undefined);
      clients.push(c);
      return c;
    };
    let proc = await startServerProcess(env);
    try {
      let db = await connect();
      const catalog = await insertCatalog(db, [400, 400, 6]);
      await db.end();

      const CHECKOUTS = 50;
      let started = 0;
      let placedAcks = 0;
      const paidIntents = new Set<string>();
      let stop = false;
      const shopper = async (n: number) => {
        for (let attempt = 0; !stop && started < CHECKOUTS; attempt++) {
          started++;
          const ip = shopperIp(100 + n, attempt);
          const address = addressFor(`r${n}-${attempt}`);
          const scarce = catalog[2]!;
          const other = catalog[(n + attempt) % 2]!;
          const items: Items = [
            { productId: other.id, quantity: 1 + (attempt % 2) },
            ...(attempt % 2 === 0 ? [{ productId: scarce.id, quantity: 1 }] : []),
          ];
          try {
            const intent = await createIntent(proc.url, items, address, ip, true);
            if (intent.status !== 200) continue; // the scarce product showed out of stock
            const data = intent.json.data as Intent;
            const card = await confirmCard(proc.url, data, address, ip);
            if (card.status !== 200 || card.json.data.status !== 'succeeded') continue;
            paidIntents.add(data.paymentIntentId);
            if ((n + attempt) % 3 === 0) continue; // paid, then the tab was closed
            const placed = await placeOrder(proc.url, items, data, address, ip);
            if (placed.status === 200) placedAcks++;
          } catch {
            if (stop) return;
          }
        }
      };
      const shoppers = Array.from({ length: 10 }, (_, n) => shopper(n));
      const deadline = Date.now() + 60_000;
      while (started < 35 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const pgPid = external ? null : await postmasterPid(dir);
      proc.child.kill('SIGKILL');
      if (pgPid) process.kill(pgPid, 'SIGKILL');
      stop = true;
      await Promise.allSettled(shoppers);
      expect(paidIntents.size).toBeGreaterThan(10);

      proc = await startServerProcess(env);
      db = await connect();
      // Nobody comes back: the worker alone must settle every paid payment.
      const stranded = async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM payment_intents i
              WHERE i.status = 'succeeded'
                AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = i.id)`,
          )
        ).rows[0]!.n;
      const waitUntil = Date.now() + 60_000;
      while ((await stranded()) > 0 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 250));
      expect(await stranded(), 'paid payments without an order or a refund').toBe(0);

      const { rows } = await db.query<{
        id: string;
        status: string;
        orders: number;
        attention: string | null;
      }>(
        `SELECT i.id, i.status, i.attention,
                (SELECT count(*)::int FROM orders o WHERE o.payment_intent_id = i.id) AS orders
           FROM payment_intents i WHERE i.status IN ('succeeded', 'refunded')`,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      // Every payment the shoppers saw succeed (the card's answer arrived) is placed once or refunded.
      for (const id of paidIntents) {
        const row = byId.get(id);
        expect(row, `paid intent ${id}`).toBeDefined();
        expect(row!.status === 'succeeded' ? row!.orders : 0, `orders of ${id}`).toBe(
          row!.status === 'succeeded' ? 1 : 0,
        );
        if (row!.status === 'refunded') expect(row!.orders).toBe(0);
      }
      const refunded = rows.filter((r) => r.status === 'refunded');
      const late = rows.filter((r) => r.attention === 'placed_late');
      // Refunds the worker made come with a mail; a refund the shopper's own place call made was
      // that call's answer.
      for (const r of refunded.filter((x) => x.attention === 'refunded')) {
        const mail = await db.query(
          `SELECT 1 FROM payment_events WHERE payment_intent_id = $1 AND kind = 'shopper-mailed'`,
          [r.id],
        );
        expect(mail.rows, `refund mail of ${r.id}`).toHaveLength(1);
      }
      for (const p of catalog) {
        const { rows: s } = await db.query<{ stock: number; sold: number }>(
          `SELECT stock_quantity AS stock,
                  (SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE product_id = $1) AS sold
             FROM products WHERE id = $1`,
          [p.id],
        );
        expect(s[0]!.stock + s[0]!.sold, `stock + sold of product ${p.id}`).toBe(p.stock);
      }
      expect(late.length, 'walk-away payments placed by the worker').toBeGreaterThan(0);
      console.info(
        `[reconcile-crash] ${paidIntents.size} paid, ${placedAcks} placed by shoppers before SIGKILL, ` +
          `${late.length} placed late by the worker, ${refunded.length} refunded`,
      );
    } finally {
      for (const c of clients) await c.end().catch(() => undefined);
      await proc.stop('SIGTERM');
      await drop?.();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
