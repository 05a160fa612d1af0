// The server test files that reach the shared test database: those that read the run's PostgreSQL
// (`pgAdminUrl` / `pgTemplate`, apps/server/test/global-setup.ts) themselves or through a helper
// under apps/server/test/. CI runs these once more against Debian's PostgreSQL (.ci/run); the rest
// (pure functions, the crash test with its own server) would only repeat the first pass.
// Run: node scripts/database-suites.mjs   (prints one path per line, relative to the repository)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const READS_DATABASE = /\b(pgAdminUrl|pgTemplate)\b/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** Whether `file` reads the database itself or through a helper in a `test/` folder. */
export function reachesDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (READS_DATABASE.test(source)) return true;
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const target = resolveSource(path.resolve(path.dirname(file), specifier));
    if (target && target.split(path.sep).includes('test') && reachesDatabase(target, seen)) return true;
  }
  return false;
}

function resolveSource(base) {
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The server's test files under `root` that reach the database, relative to `root`, sorted. */
export function databaseSuites(root) {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/*.test.ts',
    ],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  return files.filter((file) => reachesDatabase(path.join(root, file))).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const suites = databaseSuites(root);
  if (suites.length === 0) {
    console.error('database-suites: no server test file reaches the database; the pattern is wrong');
    process.exit(1);
  }
  console.log(suites.join('\n'));
}
