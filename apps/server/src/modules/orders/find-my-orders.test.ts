import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { ORDER_ACCESS_MESSAGES, MESSAGES, endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { RateLimiter } from '../../lib/rate-limiter';
import { callApi } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { ADDRESS, buy, seedBuyingFixtures } from '../../../test/buying';
import {
  FIND_MAILS_PER_EMAIL,
  FIND_ORDERS_TASK,
  FIND_PER_ADDRESS,
  FIND_PER_ADDRESS_AND_EMAIL,
  OrderAccessService,
} from './order-access.service';
import { OrderAccessTokens } from './order-access-token';

let t: TestApp;
let orderIds: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  const f = await seedBuyingFixtures(t);
  orderIds = [];
  for (const productId of [f.essence.id, f.toner.id]) {
    orderIds.push((await buy(t, [{ productId, quantity: 1 }])).placed.data.orderId);
  }
});
afterAll(() => t.close());

let ipSeq = 0;
const find = (email: string, remoteAddress = `10.88.0.${++ipSeq}`) =>
  callApi(t.app, endpoints.orders.findMine, { body: { email }, remoteAddress });
const linkMails = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'order-links'))
    .orderBy(asc(mailOutbox.id));

/** Until every Find my orders job has run (the app's own worker takes them). */
async function mailsSettled(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${FIND_ORDERS_TASK}`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Find my orders jobs still waiting');
}

/**
 * The rows one findMyOrders call inserts, updates and deletes per table, and the jobs it queues,
 * read inside a transaction that is then rolled back (so the app's worker never sees them). The
 * counters are read before and after: they also hold earlier transactions not yet reported.
 */
async function writesOf(email: string, ip: string) {
  let seen: unknown;
  const counters = async (tx: Db) => {
    const { rows } = await tx.execute<{ rel: string; ins: number; upd: number; del: number }>(sql`
      SELECT schemaname || '.' || relname AS rel, n_tup_ins::int AS ins, n_tup_upd::int AS upd,
             n_tup_del::int AS del
      FROM pg_stat_xact_user_tables`);
    return new Map(rows.map((r) => [r.rel, r]));
  };
  await t.database.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      const before = await counters(db);
      const service = new OrderAccessService(
        db,
        new RateLimiter(db),
        new OrderAccessTokens(Buffer.alloc(32)),
      );
      await service.findMyOrders(email, { ip }, 'https://shop.example');
      const changed = [...(await counters(db)).values()]
        .map((r) => {
          const b = before.get(r.rel) ?? { ins: 0, upd: 0, del: 0 };
          return { rel: r.rel, ins: r.ins - b.ins, upd: r.upd - b.upd, del: r.del - b.del };
        })
        .filter((r) => r.ins + r.upd + r.del > 0)
        .sort((x, y) => x.rel.localeCompare(y.rel));
      const jobs = await tx.execute(sql`
        SELECT task_identifier, count(*)::int AS n FROM graphile_worker.jobs GROUP BY 1 ORDER BY 1`);
      seen = { changed, jobs: jobs.rows };
      tx.rollback();
    })
    .catch((err: Error) => {
      if (!/rollback/i.test(err.message)) throw err;
    });
  return seen;
}

describe('Find my orders', () => {
  it('does the same work for an address with orders and one without, so its time tells nothing', async () => {
    await writesOf('warm.up@example.com', '10.86.0.1');
    const customer = await writesOf(ADDRESS.email, '10.86.0.2');
    const stranger = await writesOf('never.bought@example.com', '10.86.0.3');
    expect(customer).toEqual(stranger);
    expect(JSON.stringify(customer)).toContain(FIND_ORDERS_TASK);
    expect(JSON.stringify(customer)).not.toContain('mail_outbox');
  });

  it('answers the same whether or not the address has orders, and mails only those who have', async () => {
    const known = await find(ADDRESS.email.toUpperCase());
    const unknown = await find('never.ordered@example.com');
    await mailsSettled();
    expect(known.status).toBe(200);
    expect(known.data).toEqual({ message: ORDER_ACCESS_MESSAGES.findSent });
    expect(unknown.raw.body).toBe(known.raw.body);
    const mails = await linkMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(ADDRESS.email.toUpperCase());
  });

  it('lists every order of the address with a signed link on the public origin that opens it whole', async () => {
    const [mail] = await linkMails();
    const links = [
      ...mail!.textBody.matchAll(/https:\/\/shop\.example\/orders\/(SG-[0-9A-Z]{10})\?token=(\S+)/g),
    ];
    expect(links.map((l) => l[1]).sort()).toEqual([...orderIds].sort());
    for (const [, orderId, token] of links) {
      const res = await callApi(t.app, endpoints.orders.details, {
        query: { orderId: orderId!, token: token! },
      });
      expect(res.data).toMatchObject({ access: 'owner', email: ADDRESS.email });
    }
    expect(mail!.htmlBody).toContain('https://shop.example/orders/');
  });

  it("refuses a malformed address with the checkout form's message", async () => {
    const res = await find('not-an-email');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([MESSAGES.checkout.emailInvalid]);
  });

  it('limits a caller per email address without holding the owner off, and mails an inbox a few times only', async () => {
    const victim = 'flooded@example.com';
    const stranger = '10.87.0.1';
    for (let i = 0; i < FIND_PER_ADDRESS_AND_EMAIL.max; i++)
      expect((await find(victim, stranger)).status).toBe(200);
    const refused = await find(victim.toUpperCase(), stranger);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The owner, from their own address, still gets the same answer.
    const owner = await find(victim);
    expect(owner.status).toBe(200);
    expect(owner.data).toEqual({ message: ORDER_ACCESS_MESSAGES.findSent });

    // Past the mails an address may get in an hour, strangers everywhere get the same answer and
    // the inbox gets nothing more.
    const before = (await linkMails()).length;
    for (let i = 0; i < FIND_MAILS_PER_EMAIL.max + 2; i++)
      expect((await find(ADDRESS.email)).status).toBe(200);
    expect((await linkMails()).length - before).toBe(FIND_MAILS_PER_EMAIL.max - 1);

    const ip = '10.89.0.1';
    for (let i = 0; i < FIND_PER_ADDRESS.max; i++)
      expect((await find(`a${i}@example.com`, ip)).status).toBe(200);
    expect((await find('one.more@example.com', ip)).status).toBe(429);
  });

  it('counts an IPv6 caller per /64, so stepping through its own block gains nothing', async () => {
    for (let i = 0; i < FIND_PER_ADDRESS.max; i++)
      expect((await find(`v6-${i}@example.com`, `2001:db8:5:6::${(i + 1).toString(16)}`)).status).toBe(200);
    expect((await find('v6-more@example.com', '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await find('v6-more@example.com', '2001:db8:5:7::1')).status).toBe(200);
  });
});
