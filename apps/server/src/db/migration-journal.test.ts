import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { journalProblems, readJournal, type JournalEntry } from './migration-journal';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sg-journal-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the committed migrations folder, its journal changed by `edit`. */
function copyWith(edit: (entries: JournalEntry[], folder: string) => void): string {
  const folder = mkdtempSync(path.join(tmp, 'migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  edit(journal.entries, folder);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('the migration journal', () => {
  it('stamps every migration after the one before it, and lists exactly the .sql files', () => {
    expect(journalProblems(migrationsFolder())).toEqual([]);
  });

  it('ends with a drizzle-kit snapshot, which the next db:generate diffs from', () => {
    const last = readJournal(migrationsFolder()).at(-1)!;
    const prefix = last.tag.split('_')[0];
    expect(existsSync(path.join(migrationsFolder(), 'meta', `${prefix}_snapshot.json`))).toBe(true);
  });

  it('names a new migration stamped at or before the last one (drizzle-kit generate run today)', () => {
    const folder = copyWith((entries, dir) => {
      const last = entries.at(-1)!;
      entries.push({ idx: last.idx + 1, when: last.when, tag: '0016_same_time' });
      entries.push({ idx: last.idx + 2, when: Date.UTC(2026, 11, 2), tag: '0017_today' });
      writeFileSync(path.join(dir, '0016_same_time.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '0017_today.sql'), 'SELECT 1;');
    });
    expect(journalProblems(folder)).toEqual([
      expect.stringMatching(/^0016_same_time: its "when" \d+ is not after \d{4}_\w+'s \d+/),
      expect.stringMatching(/^0017_today: its "when" \d+ is not after 0016_same_time's \d+/),
    ]);
  });

  it('names a journal entry without its .sql file and a .sql file the journal does not list', () => {
    const folder = copyWith((entries, dir) => {
      const last = entries.at(-1)!;
      entries.push({ idx: last.idx + 1, when: last.when + 1, tag: '0016_lost_file' });
      writeFileSync(path.join(dir, '0017_unlisted.sql'), 'SELECT 1;');
    });
    expect(journalProblems(folder)).toEqual([
      '0016_lost_file: in the journal, but no 0016_lost_file.sql',
      '0017_unlisted.sql: not in the journal, so never applied',
    ]);
  });
});
