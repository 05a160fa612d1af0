import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
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
  const db = drizzle(pool, { schema });
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

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
