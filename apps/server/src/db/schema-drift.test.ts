/**
 * tables/ and the migrations describe the same database (db/README.md): a table or column added
 * to tables/ without a migration, or a migration that builds something tables/ does not say,
 * fails here; so does a drizzle-kit snapshot that `npm run db:generate` would diff from wrongly.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { migrationsFolder } from './client';
import * as schema from './schema';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/** What PostgreSQL itself reports of the public schema, one line per table, column, index, constraint. */
async function describeSchema(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ line: string }>(`
    SELECT 'table ' || c.relname AS line FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
    UNION ALL
    SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
           || CASE WHEN a.attgenerated = 's' THEN ' generated as ' ELSE '' END
           || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
       AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype IN ('p', 'u', 'f', 'c')
    UNION ALL
    SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
     WHERE t.typnamespace = 'public'::regnamespace GROUP BY t.typname
    ORDER BY 1`);
  return rows.map((r) => r.line);
}

describe('tables/ and the migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('describe the same database: drizzle-kit push onto the migrated database changes nothing PostgreSQL can see', async () => {
    const before = await describeSchema(database.pool);
    // pushSchema of drizzle-kit/api drops its query parameters (an open drizzle-orm bug) and fails on
    // composite primary keys, so the CLI pushes, into this throwaway copy. It also re-issues a few
    // statements that change nothing (an empty text[] default, an index's WITH option): comparing
    // what PostgreSQL reports before and after ignores those and catches every real difference.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'push',
        '--dialect=postgresql',
        '--schema=src/db/schema.ts',
        `--url=${database.url}`,
        '--verbose',
      ],
      { cwd: serverDir, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 10 * 1024 * 1024 },
    ).catch((e: { stdout?: string; stderr?: string }) => {
      throw new Error(`drizzle-kit push failed (a rename to resolve?):\n${e.stdout}\n${e.stderr}`);
    });
    expect(stdout, 'drizzle-kit push did not finish').toMatch(/No changes detected|Changes applied/);
    const after = await describeSchema(database.pool);
    expect(
      after,
      `tables/ and the migrations disagree: add a migration (npm run db:generate -w apps/server).\ndrizzle-kit push said:\n${stdout}`,
    ).toEqual(before);
  }, 60_000);

  it("and the last drizzle-kit snapshot is today's tables/, so db:generate diffs from them", async () => {
    const meta = path.join(migrationsFolder(), 'meta');
    // The newest by file name, as drizzle-kit generate picks it.
    const last = readdirSync(meta)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
      .at(-1)!;
    const snapshot = JSON.parse(readFileSync(path.join(meta, last), 'utf8'));
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
    expect(statements, `${last} is stale: run npm run db:generate -w apps/server`).toEqual([]);
  });
});
