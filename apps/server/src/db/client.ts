import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { withAmbientTransactions } from './ambient-transaction';
import { migrateJobQueue } from './job-queue';
import { assertMigrationsApplied } from './migration-journal';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle is used exactly like the database handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Timestamps as ISO strings are produced by the repositories; keep `date` columns as text.
pg.types.setTypeParser(1082, (v) => v);

export function connectDatabase(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor one dropped while checked out (the database killed mid-query, a LISTEN connection of the
  // job queue): the query in flight fails and its caller handles that.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Admin writes run with their audit row in one transaction the services join unawares.
  const db = withAmbientTransactions(drizzle(pool, { schema }));
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}

/** Where the committed drizzle-kit migrations live, both from source (tests) and from dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((c) => existsSync(path.join(c, 'meta'))) ?? candidates[0]!;
}

/** Any constant: the session-level advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 4_117_201_907;

/**
 * Applies pending migrations, the job queue's and then ours. Instances starting together (behind
 * a load balancer) would race through the migrators, so one migrates at a time under an advisory
 * lock; the others then find nothing left to do. Stops the start when any migration of the folder
 * is not recorded as applied afterwards (migration-journal.ts): a skip is never silent.
 */
export async function migrateDatabase(db: Db, folder = migrationsFolder()): Promise<void> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      // The queue's schema first: the application's migrations may enqueue jobs.
      await migrateJobQueue(pool);
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
      await assertMigrationsApplied(client, folder);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
