// `npm run db:generate -w apps/server [-- drizzle-kit generate flags]`: drizzle-kit generate, then
// the new journal entry's `when` raised above the previous entry's when the clock gives less.
// drizzle's migrator applies only entries whose `when` is later than the newest one a database
// recorded, and committed entries are stamped up to 2026-12-06: a migration stamped with an
// earlier clock would be skipped on every existing database (src/db/README.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const journalPath = path.join(serverDir, 'src/db/migrations/meta/_journal.json');
const readJournal = () => JSON.parse(readFileSync(journalPath, 'utf8'));

const committed = readJournal().entries.length;
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const run = spawnSync(process.execPath, [drizzleKit, 'generate', ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: 'inherit',
});
if (run.status !== 0) process.exit(run.status ?? 1);

const journal = readJournal();
let raised = false;
for (let i = Math.max(committed, 1); i < journal.entries.length; i++) {
  const prev = journal.entries[i - 1];
  const entry = journal.entries[i];
  if (entry.when <= prev.when) {
    entry.when = prev.when + 1;
    raised = true;
    console.log(
      `${entry.tag}: "when" set to ${entry.when}, after ${prev.tag}'s, so every database applies it`,
    );
  }
}
if (raised) writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
