import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACK_IN_STOCK_MESSAGES, endpoints } from '@seoul-glow/shared';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { callApi } from '../../../test/api';
import { insertCategory, insertProduct } from '../../../test/admin-fixtures';
import { backInStockPersonalData } from './back-in-stock.personal-data';

let t: TestApp;
let token: string;
let categoryId: number;
let ip = 0;
/** Each call from its own address, so the per-address limit only counts where a test means it to. */
const nextIp = () => `10.40.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
  categoryId = (await insertCategory(t, 'Skincare')).id;
});
afterAll(() => t?.close());

const notify = (productId: number, email: string, remoteAddress = nextIp()) =>
  callApi(t.app, endpoints.catalog.notifyMe, { body: { productId, email }, remoteAddress });

async function mailsTo(productId: number) {
  const { rows } = await t.database.db.execute<{
    to_address: string;
    subject: string;
    text_body: string;
  }>(sql`
    SELECT to_address, subject, text_body FROM mail_outbox
     WHERE kind = 'back-in-stock' AND text_body LIKE ${`%/products/${productId}%`} ORDER BY to_address`);
  return rows;
}

async function openRequests(productId: number) {
  const { rows } = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM back_in_stock_requests WHERE product_id = ${productId} AND notified_at IS NULL`,
  );
  return rows[0]!.n;
}

/** Until no back-in-stock job waits or runs (the app's own worker takes them). */
async function jobsDone() {
  for (let i = 0; i < 150; i++) {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'back-in-stock-mail'`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('back-in-stock jobs still waiting');
}

const setStock = (productId: number, stock: number) =>
  t.database.db.execute(sql`UPDATE products SET stock_quantity = ${stock} WHERE id = ${productId}`);

describe('POST /api/Products/notifyMe', () => {
  it('records a request on a sold-out product and answers alike when asked again', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    const first = await notify(p.id, 'Mina@Example.com');
    const again = await notify(p.id, 'mina@example.com');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(first.body).toEqual(again.body);
    expect(first.data.message).toBe(BACK_IN_STOCK_MESSAGES.requested);
    expect(await openRequests(p.id)).toBe(1);
  });

  it('says so when the product is in stock, and 404 for an unknown one', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 3 });
    const inStock = await notify(p.id, 'a@example.com');
    expect(inStock.status).toBe(409);
    expect(inStock.errors).toEqual([BACK_IN_STOCK_MESSAGES.inStock]);
    expect((await notify(999_999, 'a@example.com')).status).toBe(404);
  });

  it('checks the address with the contract', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    const res = await notify(p.id, 'not-an-address');
    expect(res.status).toBe(400);
    expect(res.errors).toContain('Please enter a valid email');
  });

  it('limits requests per address (429 with Retry-After)', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await notify(p.id, `s${i}@example.com`, '10.41.0.1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('when stock comes back', () => {
  it('one mail per request goes out through the job queue, and the requests are closed', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0, name: 'Centella Toner' });
    await notify(p.id, 'one@example.com');
    await notify(p.id, 'two@example.com');
    // Stock going up while still sold out (0 → 0) enqueues nothing.
    await setStock(p.id, 0);
    await jobsDone();
    expect(await mailsTo(p.id)).toEqual([]);

    const list = await callApi(t.app, endpoints.admin.products.list, { query: { q: 'Centella' }, token });
    expect(list.data.items.find((i) => i.id === p.id)?.waitingForStock).toBe(2);

    await setStock(p.id, 12);
    await jobsDone();
    const mails = await mailsTo(p.id);
    expect(mails.map((m) => m.to_address)).toEqual(['one@example.com', 'two@example.com']);
    expect(mails[0]!.subject).toBe('Centella Toner is back in stock');
    expect(await openRequests(p.id)).toBe(0);
    const after = await callApi(t.app, endpoints.admin.products.list, { query: { q: 'Centella' }, token });
    expect(after.data.items.find((i) => i.id === p.id)?.waitingForStock).toBe(0);

    // Selling out and coming back again sends nothing more: the requests are closed.
    await setStock(p.id, 0);
    await setStock(p.id, 4);
    await jobsDone();
    expect(await mailsTo(p.id)).toHaveLength(2);
  });

  it('goes out exactly once when two restocks race and two runs meet', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    const emails = Array.from({ length: 5 }, (_, i) => `race${i}@example.com`);
    for (const email of emails) await notify(p.id, email);
    // Two admins restock at the same moment, each in its own transaction, while a third sells
    // it out and restocks it again; on top, the task runs twice side by side.
    await Promise.all([
      t.database.pool.query('UPDATE products SET stock_quantity = 5 WHERE id = $1', [p.id]),
      t.database.pool.query('UPDATE products SET stock_quantity = 7 WHERE id = $1', [p.id]),
      t.database.pool
        .query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [p.id])
        .then(() => t.database.pool.query('UPDATE products SET stock_quantity = 2 WHERE id = $1', [p.id])),
      t.app.services.backInStock.notify(p.id),
      t.app.services.backInStock.notify(p.id),
    ]);
    await setStock(p.id, 9);
    await jobsDone();
    expect((await mailsTo(p.id)).map((m) => m.to_address)).toEqual(emails);
    expect(await openRequests(p.id)).toBe(0);
  });

  it('every restock enqueues its own job, so none merges into a job the worker is taking', async () => {
    // A keyed job (migration 0013) merged the second restock into the first one's waiting job,
    // and that merge is lost when the worker locks the job in the same instant (CI met it once).
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    await notify(p.id, 'each@example.com');
    const jobs = await t.database.pool.connect();
    try {
      await jobs.query('BEGIN');
      for (const stock of [3, 0, 5]) {
        await jobs.query('UPDATE products SET stock_quantity = $1 WHERE id = $2', [stock, p.id]);
      }
      const { rows } = await jobs.query<{ n: number; keyed: number }>(
        `SELECT count(*)::int AS n, count(j.key)::int AS keyed
           FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
          WHERE k.identifier = 'back-in-stock-mail' AND j.payload->>'productId' = $1`,
        [String(p.id)],
      );
      expect(rows[0]).toEqual({ n: 2, keyed: 0 });
    } finally {
      await jobs.query('ROLLBACK');
      jobs.release();
    }
    expect(await openRequests(p.id)).toBe(1);
  });

  it('an admin save that restocks sends the mail; one still sold out sends nothing', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    await notify(p.id, 'saver@example.com');
    expect(await t.app.services.backInStock.notify(p.id)).toBe(0);
    expect(await openRequests(p.id)).toBe(1);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET stock_quantity = 1 WHERE id = ${p.id}`);
        // Rolled back: its job goes with it.
        tx.rollback();
      })
      .catch(() => undefined);
    await jobsDone();
    expect(await mailsTo(p.id)).toEqual([]);
    await setStock(p.id, 1);
    await jobsDone();
    expect((await mailsTo(p.id)).map((m) => m.to_address)).toEqual(['saver@example.com']);
  });
});

describe('personal data', () => {
  it("exports and erases an address's requests", async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    await notify(p.id, 'Erase.Me@example.com');
    const exported = await backInStockPersonalData.export(t.database.db, 'erase.me@EXAMPLE.com');
    expect(exported).toEqual([expect.objectContaining({ productId: p.id, email: 'erase.me@example.com' })]);
    expect(await backInStockPersonalData.erase(t.database.db, 'ERASE.ME@example.com')).toBe(1);
    expect(await openRequests(p.id)).toBe(0);
  });

  it('drops answered requests after 90 days and waiting ones after a year', async () => {
    const p = await insertProduct(t, categoryId, { stockQuantity: 0 });
    await t.database.db
      .execute(sql`INSERT INTO back_in_stock_requests (product_id, email, created_at, notified_at) VALUES
      (${p.id}, 'old-answered@example.com', now() - interval '100 days', now() - interval '91 days'),
      (${p.id}, 'new-answered@example.com', now() - interval '10 days', now() - interval '9 days'),
      (${p.id}, 'old-waiting@example.com', now() - interval '400 days', NULL),
      (${p.id}, 'waiting@example.com', now() - interval '200 days', NULL)`);
    expect(await backInStockPersonalData.purgeExpired!(t.database.db, new Date())).toBe(2);
    const { rows } = await t.database.db.execute<{ email: string }>(
      sql`SELECT email FROM back_in_stock_requests WHERE product_id = ${p.id} ORDER BY email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['new-answered@example.com', 'waiting@example.com']);
  });
});
