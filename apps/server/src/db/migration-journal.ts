/**
 * drizzle-kit's migration journal (migrations/meta/_journal.json) and the checks that keep
 * drizzle's migrator from skipping a migration in silence: it applies only the entries whose
 * `when` is later than the newest `created_at` a database recorded (db/README.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function readJournal(folder: string): JournalEntry[] {
  const text = readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** Everything in a migrations folder that would make a database skip or miss a migration. */
export function journalProblems(folder: string): string[] {
  const entries = readJournal(folder);
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const prev = entries[i - 1];
    if (prev && !(entry.when > prev.when)) {
      problems.push(
        `${entry.tag}: its "when" ${entry.when} is not after ${prev.tag}'s ${prev.when}, so every database that has ${prev.tag} would skip it`,
      );
    }
  });
  const tags = new Set(entries.map((e) => e.tag));
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length));
  for (const tag of tags)
    if (!files.includes(tag)) problems.push(`${tag}: in the journal, but no ${tag}.sql`);
  for (const file of files)
    if (!tags.has(file)) problems.push(`${file}.sql: not in the journal, so never applied`);
  return problems;
}

/**
 * Fails naming every journal entry the database has no record of. Compared by `created_at` (the
 * entry's `when`), the value drizzle's migrator itself compares: the recorded hash is not, and
 * differs for committed migrations whose comments were corrected later (0003, 0004, 0012).
 */
export async function assertMigrationsApplied(client: pg.ClientBase, folder: string): Promise<void> {
  const { rows } = await client.query<{ created_at: string }>(
    'SELECT created_at::text FROM drizzle.__drizzle_migrations',
  );
  const applied = rows.map((r) => Number(r.created_at));
  const skipped = readJournal(folder).filter((e) => !applied.includes(e.when));
  if (skipped.length === 0) return;
  const last = Math.max(...applied);
  throw new Error(
    `Migrations not applied: ${skipped.map((e) => `${e.tag} (when ${e.when})`).join(', ')}. ` +
      `The database's last applied migration has created_at ${last}; drizzle's migrator skips any ` +
      `migration whose "when" is not after it. Give the skipped migration a "when" above every ` +
      `earlier entry (npm run db:generate -w apps/server does) and never reorder committed ones.`,
  );
}
