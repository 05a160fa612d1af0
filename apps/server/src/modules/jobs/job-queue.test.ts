import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { enqueueJob } from './enqueue';
import { JobQueue } from './job-queue';

let t: TestDatabase;
const log = pino({ level: 'silent' });
const queues: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await t.close();
});

const newQueue = () => {
  const q = new JobQueue(t.pool, log, { pollIntervalMs: 200 });
  queues.push(q);
  return q;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job queue', () => {
  it('runs a job committed with its transaction once, across two instances, and never one rolled back', async () => {
    const ran: number[] = [];
    for (const q of [newQueue(), newQueue()]) {
      q.task('test-note', z.object({ n: z.number().int() }), async ({ n }) => {
        ran.push(n);
      });
      await q.start();
    }
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test-note', { n: -1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await enqueueJob(tx, 'test-note', { n });
    });
    await expect.poll(() => ran.length, { timeout: 15_000 }).toBe(30);
    await sleep(500);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const { rows } = await t.db.execute(sql`SELECT count(*)::int AS n FROM graphile_worker.jobs`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('retries a job that throws and refuses a payload its schema rejects', async () => {
    const q = newQueue();
    let tries = 0;
    q.task('test-flaky', z.object({ ok: z.literal(true) }), async () => {
      tries++;
      if (tries === 1) throw new Error('first try fails');
    });
    await q.start();
    await enqueueJob(t.db, 'test-flaky', { ok: true });
    await enqueueJob(t.db, 'test-flaky', { ok: 'no' }, { maxAttempts: 1 });
    // graphile-worker backs off exp(1) ≈ 3 s before the second try.
    await expect.poll(() => tries, { timeout: 15_000 }).toBe(2);
    const left = async () =>
      (
        await t.db.execute<{ attempts: number; last_error: string }>(
          sql`SELECT attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = 'test-flaky'`,
        )
      ).rows;
    // The second try has run; its job row goes once the worker records the success, a moment
    // later. What stays is the refused payload, failed for good after its one attempt.
    await expect.poll(async () => (await left()).length, { timeout: 5_000 }).toBe(1);
    const rows = await left();
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[0]!.last_error).toMatch(/invalid|expected/i);
  });

  it('runs a recurring task on one instance at a time, again after each run', async () => {
    let running = 0;
    let overlap = false;
    let runs = 0;
    for (const q of [newQueue(), newQueue()]) {
      q.every('test-tick', 300, async () => {
        running++;
        if (running > 1) overlap = true;
        runs++;
        await sleep(400);
        running--;
      });
      await q.start();
    }
    await expect.poll(() => runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    expect(overlap).toBe(false);
    // One chain: a single waiting job under the task's key.
    const { rows } = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = 'test-tick'`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});
