import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buy, confirm, createIntent, seedBuyingFixtures } from '../../../test/buying';
import { newestShippedMigration } from './health.service';

const TOKEN = 'metrics-token-for-the-tests';

/** One sample of the exposition text, e.g. value(text, 'seoulglow_payments{outcome="failed"}'). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('live answers without asking the database; health stays', async () => {
    expect((await t.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('ready: database reachable and every shipped migration applied', async () => {
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('ready answers 503 while the database lacks the newest migration', async () => {
    const db = t.database.db;
    const newest = newestShippedMigration();
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const res = await t.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ succeeded: false, errors: ['migrations pending'] });
    } finally {
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest} WHERE created_at = ${newest - 1}`,
      );
    }
  });
});

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })));
  afterAll(async () => t.close());

  const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('after a checkout: the order, the payment outcomes and the route latency are there', async () => {
    const { essence } = await seedBuyingFixtures(t);
    const before = (await scrape()).body;
    await buy(t, [{ productId: essence.id, quantity: 1 }]);
    // A declined card: its own outcome.
    const declined = (await createIntent(t, [{ productId: essence.id, quantity: 1 }])).data;
    await confirm(t, declined.clientSecret, '4000000000000002');
    await t.app.inject('/api/Products/nowhere-at-all');

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(value(text, 'seoulglow_orders_placed_total')).toBe(
      value(before, 'seoulglow_orders_placed_total') + 1,
    );
    expect(value(text, 'seoulglow_payments{outcome="succeeded"}')).toBe(1);
    expect(value(text, 'seoulglow_payments{outcome="failed"}')).toBe(1);
    expect(value(text, 'seoulglow_database_up')).toBe(1);
    // By route pattern, never by raw URL.
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/Orders/place",status="2xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('nowhere-at-all');
    expect(value(text, 'seoulglow_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    expect(text).toMatch(/^seoulglow_job_queue_jobs\{state="ready"\} \d+$/m);
    expect(text).toMatch(/^seoulglow_mail_outbox_pending \d+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });
});
