import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { CRONTAB } from '../modules/jobs/crontab';
import { enqueueJob } from '../modules/jobs/enqueue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (query: string) => Number((await t.database.pool.query(query)).rows[0].n);

/** Runs a crontab task now, as graphile-worker does at its minute, on the app's own queue. */
const runTask = (task: (typeof CRONTAB)[number]['task']) => enqueueJob(t.database.db, task, {});

describe("the crontab's tasks, as the app registers them", () => {
  it('purge expired rate-limit windows and sign-in failures past the longest throttle, nothing current', async () => {
    await t.database.pool.query(`INSERT INTO rate_limits (key, count, reset_at) VALUES
      ('cron:old', 3, now() - interval '1 minute'), ('cron:new', 3, now() + interval '1 minute')`);
    await t.database.pool.query(`INSERT INTO login_throttle (key, failures, last_failure_at) VALUES
      ('cron:old', 4, now() - interval '3 hours'), ('cron:new', 4, now() - interval '1 minute')`);
    await runTask('rate-limits-purge');
    await runTask('login-throttle-purge');
    const left = (table: string) => count(`SELECT count(*) AS n FROM ${table} WHERE key LIKE 'cron:%'`);
    await expect.poll(() => left('rate_limits'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => left('login_throttle'), { timeout: 10_000 }).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM rate_limits WHERE key = 'cron:new'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM login_throttle WHERE key = 'cron:new'`)).toBe(1);
  });

  it("purge the assistant's counters of days before yesterday, keeping yesterday's and today's", async () => {
    await t.database.pool.query(`INSERT INTO chat_usage (client_key, day, count) VALUES
      ('client:cron', current_date - 2, 5), ('client:cron', current_date - 1, 5),
      ('client:cron', current_date, 5)`);
    await runTask('chat-usage-purge');
    const days = `SELECT count(*) AS n FROM chat_usage WHERE client_key = 'client:cron'`;
    await expect.poll(() => count(days), { timeout: 10_000 }).toBe(2);
    expect(await count(`${days} AND day < current_date - 1`)).toBe(0);
  });

  it('sweep what is past its retention time (docs/product.md#what-the-store-keeps)', async () => {
    await t.database.pool
      .query(`INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES
      ('Old', 'cron-old@example.com', 'other', 'hello', now() - interval '3 years'),
      ('New', 'cron-new@example.com', 'other', 'hello', now() - interval '1 year')`);
    await runTask('privacy-retention-sweep');
    const left = `SELECT count(*) AS n FROM contact_messages WHERE email LIKE 'cron-%'`;
    await expect.poll(() => count(left), { timeout: 10_000 }).toBe(1);
    expect(await count(`${left} AND email = 'cron-new@example.com'`)).toBe(1);
  });
});
