import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { CRONTAB, type CronTask } from './crontab';
import { JobQueue, type CronRun } from './job-queue';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestDatabase;
let queues: JobQueue[];
beforeEach(async () => {
  t = await createTestDatabase();
  queues = [];
});
afterEach(async () => {
  for (const q of queues) await q.stop();
  await t.close();
});

interface Ran extends CronRun {
  task: CronTask;
  instance: number;
}

/** A server instance's queue with the real crontab, each task recording its runs instead of working. */
function instance(n: number, ran: Ran[]): JobQueue {
  const q = new JobQueue(t.pool, log, { crontab: CRONTAB, pollIntervalMs: 200 });
  for (const { task } of CRONTAB) q.cron(task, async (run) => void ran.push({ ...run, task, instance: n }));
  queues.push(q);
  return q;
}

/** Graphile-worker's record of each crontab entry: when it was first seen and last scheduled. */
const knownCrontabs = 'graphile_worker._private_known_crontabs';

describe('the crontab', () => {
  it('has one entry per task, and a queue refuses to start with a task it cannot run', async () => {
    const tasks = CRONTAB.map((entry) => entry.task);
    expect(new Set(tasks).size).toBe(tasks.length);
    const q = new JobQueue(t.pool, log, { crontab: CRONTAB });
    queues.push(q);
    await expect(q.start()).rejects.toThrow(/without a handler: rate-limits-purge/);
  });

  it('runs each task once per scheduled minute when two instances share the database', async () => {
    // Every entry last ran two periods ago, so each has exactly one missed minute in its backfill
    // window: both instances starting together try to schedule it, and only one may.
    for (const { task, backfillMs } of CRONTAB) {
      await t.pool.query(
        `INSERT INTO ${knownCrontabs} (identifier, known_since, last_execution)
         VALUES ($1, now() - interval '3 days', now() - make_interval(secs => $2))`,
        [task, (2 * backfillMs) / 1000],
      );
    }
    const ran: Ran[] = [];
    await Promise.all([instance(1, ran).start(), instance(2, ran).start()]);
    await expect.poll(() => new Set(ran.map((r) => r.task)).size, { timeout: 15_000 }).toBe(CRONTAB.length);
    await sleep(1_500);
    // A minute may also come round while the test runs: still once per task and minute.
    const runs = ran.map((r) => `${r.task}@${r.at.toISOString()}`);
    expect(runs.length).toBe(new Set(runs).size);
    for (const { task } of CRONTAB) {
      expect(ran.filter((r) => r.task === task && r.backfilled)).toHaveLength(1);
    }
  });

  it('catches up a run missed while no instance was up, once, after the next start', async () => {
    const ran: Ran[] = [];
    const first = instance(1, ran);
    await first.start();
    await expect
      .poll(async () => (await t.pool.query(`SELECT 1 FROM ${knownCrontabs}`)).rowCount, { timeout: 5_000 })
      .toBe(CRONTAB.length);
    await first.stop();
    // The store was down for two days: the sweep's last run is that far back.
    await t.pool.query(
      `UPDATE ${knownCrontabs} SET known_since = now() - interval '30 days',
         last_execution = now() - interval '2 days' WHERE identifier = 'privacy-retention-sweep'`,
    );
    await instance(2, ran).start();
    await expect
      .poll(() => ran.filter((r) => r.task === 'privacy-retention-sweep').length, { timeout: 10_000 })
      .toBe(1);
    await sleep(1_000);
    const sweeps = ran.filter((r) => r.task === 'privacy-retention-sweep');
    expect(sweeps).toHaveLength(1);
    const [sweep] = sweeps;
    expect(sweep).toMatchObject({ backfilled: true, instance: 2 });
    // The one 03:17 UTC of the last day: the day's missed sweep, not one per day missed.
    expect(sweep!.at.toISOString()).toMatch(/T03:17:00\.000Z$/);
    expect(Date.now() - sweep!.at.getTime()).toBeLessThan(24 * 3600_000);
  });
});
