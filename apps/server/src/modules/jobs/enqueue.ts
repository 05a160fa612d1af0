import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue';

export interface EnqueueOptions {
  /** Not before this time (default: at once). */
  runAt?: Date;
  /**
   * At most one waiting job per key: enqueueing again replaces the waiting one (its payload and
   * time); a job already running keeps running and the new one waits. Except in one instant: when
   * the worker takes the waiting job between add_job's two statements (it clears the key of
   * running jobs, then upserts only where the job is unlocked), the new enqueue is dropped. So a
   * key is only for work one run does whole whenever it runs (a refund of one intent, a periodic
   * sweep), never for news a job already running may have missed (migration 0015).
   */
  jobKey?: string;
  /** Attempts before the queue gives up on a job that keeps failing (default 25, backing off). */
  maxAttempts?: number;
}

const addJob = sql.raw(`${JOB_QUEUE_SCHEMA}.add_job`);

/**
 * The enqueue as SQL, for a statement that writes a change and its job in one round trip (the
 * job then exists exactly when the change was committed). `payload` is an SQL expression of
 * type json, e.g. json_build_object('id', placed.id).
 */
export function addJobSql(task: string, payload: SQL, options: EnqueueOptions = {}): SQL {
  return sql`${addJob}(identifier => ${task}::text, payload => ${payload},
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int, job_key => ${options.jobKey ?? null}::text)`;
}

/**
 * Enqueues a job inside the caller's transaction (pass the transaction handle): committed with the
 * change it follows from, gone with it on rollback. Another module registers the task's handler
 * with JobQueue.task() (job-queue.ts).
 */
export async function enqueueJob(
  db: DbOrTx,
  task: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<void> {
  const json = sql`${JSON.stringify(payload ?? {})}::json`;
  await db.execute(sql`SELECT 1 FROM ${addJobSql(task, json, options)}`);
}
