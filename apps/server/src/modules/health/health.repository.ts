/** The reads behind readiness and the metrics: cheap aggregate queries, no table of our own. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** graphile-worker's job table (db/job-queue.ts names the schema). */
const JOBS_TABLE = 'graphile_worker._private_jobs';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/**
 * The `when` of the newest migration applied, from drizzle's own bookkeeping table; null when
 * the table is missing (a database no instance has migrated yet).
 */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const exists = await db.execute<{ found: string | null }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!exists.rows[0]?.found) return null;
  const { rows } = await db.execute<{ newest: string | null }>(
    sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  );
  return rows[0]?.newest ? Number(rows[0].newest) : null;
}

export interface StoreFigures {
  ordersPlaced: number;
  /** Payment intents by their state: succeeded, failed (declined), refunded, requires_payment_method. */
  payments: Record<string, number>;
  mailPending: number;
  /** The job queue by state, or null where the queue's tables do not exist. */
  jobs: { ready: number; scheduled: number; running: number; failed: number } | null;
}

/** Everything the metrics read from the database, in two round trips. */
export async function storeFigures(db: Db): Promise<StoreFigures> {
  const { rows } = await db.execute<{
    orders: string;
    payments: Record<string, string> | null;
    mail: string;
    jobs_table: string | null;
  }>(sql`
    SELECT (SELECT count(*) FROM orders)::text AS orders,
           (SELECT json_object_agg(status, n) FROM (
              SELECT status, count(*)::text AS n FROM payment_intents GROUP BY status) p) AS payments,
           (SELECT count(*) FROM mail_outbox WHERE status = 'pending')::text AS mail,
           to_regclass(${JOBS_TABLE})::text AS jobs_table`);
  const row = rows[0]!;
  let jobs: StoreFigures['jobs'] = null;
  if (row.jobs_table) {
    const { rows: queue } = await db.execute<
      Record<'ready' | 'scheduled' | 'running' | 'failed', string>
    >(sql`
      SELECT count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now())::text AS ready,
             count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts AND run_at > now())::text AS scheduled,
             count(*) FILTER (WHERE locked_at IS NOT NULL)::text AS running,
             count(*) FILTER (WHERE attempts >= max_attempts)::text AS failed
      FROM graphile_worker._private_jobs`);
    const q = queue[0]!;
    jobs = { ready: +q.ready, scheduled: +q.scheduled, running: +q.running, failed: +q.failed };
  }
  return {
    ordersPlaced: Number(row.orders),
    payments: Object.fromEntries(Object.entries(row.payments ?? {}).map(([k, v]) => [k, Number(v)])),
    mailPending: Number(row.mail),
    jobs,
  };
}
