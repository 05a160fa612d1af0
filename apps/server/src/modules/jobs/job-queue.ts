import { run, type JobHelpers, type Runner, type TaskList } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { JOB_QUEUE_SCHEMA, jobQueueLogger } from '../../db/job-queue';
import { cronItems, type CronTask, type CrontabEntry } from './crontab';

export interface JobQueueOptions {
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /** How often to look for jobs whose time has come (new jobs are announced at once). */
  pollIntervalMs?: number;
  /** The recurring jobs this queue schedules (crontab.ts); the server passes CRONTAB, most tests none. */
  crontab?: readonly CrontabEntry[];
}

/** The minute a crontab run was scheduled for, and whether it is a missed one caught up at start. */
export interface CronRun {
  at: Date;
  backfilled: boolean;
}

/** What graphile-worker adds to the payload of a job its crontab scheduled. */
interface CronPayload {
  _cron?: { ts?: string; backfilled?: boolean };
}

/** A job's context: the queue's own helpers (its attempt number, logger, abort signal). */
export type JobContext = Pick<JobHelpers, 'job' | 'abortSignal'>;

/**
 * The background worker of every server instance, on graphile-worker (ADR 0012): jobs live in
 * PostgreSQL, each is taken by one instance only, retried with back-off when it throws, and
 * survives crashes. Modules register their tasks before start(); enqueue with enqueueJob().
 * Recurring work on a schedule is an entry of crontab.ts with its handler given to cron().
 */
export class JobQueue {
  private readonly tasks: TaskList = {};
  private readonly recurring: { name: string; everyMs: number }[] = [];
  private runner: Runner | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = {},
  ) {}

  /** A task run once per enqueued job; the payload is parsed with its schema first. */
  task<S extends z.ZodType>(
    name: string,
    payload: S,
    handler: (payload: z.infer<S>, context: JobContext) => Promise<void>,
  ): void {
    if (this.tasks[name]) throw new Error(`job task ${name} registered twice`);
    this.tasks[name] = async (raw, helpers) => handler(payload.parse(raw), helpers);
  }

  /**
   * The handler of a crontab task (crontab.ts): graphile-worker enqueues it at each scheduled
   * minute on one instance. A failed run is logged and not retried as a job: the next scheduled
   * run is its retry, and a job failed for good would stay in the table.
   */
  cron(task: CronTask, work: (run: CronRun) => Promise<unknown>): void {
    if (this.tasks[task]) throw new Error(`job task ${task} registered twice`);
    this.tasks[task] = async (raw) => {
      const cron = (raw as CronPayload | null)?._cron;
      const run = { at: cron?.ts ? new Date(cron.ts) : new Date(), backfilled: cron?.backfilled === true };
      if (run.backfilled) this.log.info(`job ${task}: catching up the run of ${run.at.toISOString()}`);
      try {
        await work(run);
      } catch (err) {
        this.log.error({ err }, `job ${task} failed`);
      }
    };
  }

  /**
   * A task that runs every `everyMs` on one instance at a time, whichever instances are up. Each
   * run first schedules the next one (so a run that fails or dies does not end the chain) and
   * then works under a session advisory lock: a slow run and the next one never overlap, and the
   * lock of an instance that died goes with its connection.
   */
  every(name: string, everyMs: number, work: () => Promise<void>): void {
    this.recurring.push({ name, everyMs });
    this.tasks[name] = async (_raw, helpers) => {
      await helpers.addJob(name, {}, { jobKey: name, runAt: new Date(Date.now() + everyMs) });
      const client = await this.pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
          [`job:${name}`],
        );
        if (!rows[0]!.locked) return;
        try {
          await work();
        } catch (err) {
          // The next run is already scheduled: a failed run is logged, not retried as a job.
          this.log.error({ err }, `job ${name} failed`);
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`job:${name}`]);
        }
      } finally {
        client.release();
      }
    };
  }

  async start(): Promise<void> {
    if (this.runner) return;
    const crontab = this.options.crontab ?? [];
    const unhandled = crontab.filter((entry) => !this.tasks[entry.task]).map((entry) => entry.task);
    if (unhandled.length) throw new Error(`crontab task(s) without a handler: ${unhandled.join(', ')}`);
    this.runner = await run(
      {
        pgPool: this.pool,
        schema: JOB_QUEUE_SCHEMA,
        taskList: this.tasks,
        concurrency: this.options.concurrency ?? 2,
        pollInterval: this.options.pollIntervalMs ?? 1000,
        // The server's own SIGTERM handling stops the queue (main.ts → app.close()).
        noHandleSignals: true,
        logger: jobQueueLogger((level, message) =>
          level === 'error'
            ? this.log.error(`job queue: ${message}`)
            : this.log.warn(`job queue: ${message}`),
        ),
      },
      undefined,
      // Always given, even empty: without it graphile-worker would read a ./crontab file.
      cronItems(crontab),
    );
    this.runner.promise.catch((err: unknown) => this.log.error({ err }, 'job queue stopped'));
    // Every instance makes sure each chain exists; the key keeps it one chain, and
    // preserve_run_at keeps an instance starting from pushing a waiting run back.
    for (const r of this.recurring) {
      await this.pool.query(
        `SELECT ${JOB_QUEUE_SCHEMA}.add_job($1, '{}'::json, job_key => $1, job_key_mode => 'preserve_run_at')`,
        [r.name],
      );
    }
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    await runner?.stop();
  }
}
