// The repository as the docs check sees it (scripts/check-docs.mjs): its files, folders, package.json
// scripts, dependencies and code, and how a path named in a doc resolves to one of its files.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders a doc may leave out in front of a path, tried after the root and the doc's own folder. */
export const PATH_BASES = [
  'apps/server/src',
  'apps/web/app',
  'packages/shared/src',
  'apps/server',
  'apps/web',
  'packages/shared',
];
export const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|cjs|js|jsx|json|md|sql|sh|css|ya?ml|html|csv)$/;
/** Build and run-time outputs: named by the docs, absent from a fresh clone. */
export const OUTPUT_DIRS = new Set([
  'build',
  'dist',
  'data',
  'node_modules',
  '.react-router',
  'test-results',
]);
const SKIPPED_DIRS = new Set(['.git', ...OUTPUT_DIRS, 'playwright-report', 'coverage']);
/** Placeholders, URLs, globs, absolute paths, `NAME/…` env-relative paths: not repository paths. */
const NOT_A_PATH = /[<>{}*…$:=?\s[\]]|^\/|^[A-Z][A-Z0-9_]*\/|NNNN/;
export const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** Where an environment variable may be read: the configuration, and the tooling around the app. */
const ENV_READERS =
  /^(apps\/server\/src\/config\.ts|scripts\/|bench\/|e2e\/|\.ci\/|apps\/server\/test\/|Dockerfile$|[^/]+\.config\.ts$)/;
export const CODE_FILE = /\.(ts|tsx|mts|mjs|cjs|js)$/;

/** Every file of the repository (tracked or new, not ignored), relative to `root`. */
export function listFiles(root) {
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (path.resolve(top) === path.resolve(root)) {
      const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
      return out.split('\n').filter(Boolean);
    }
  } catch {
    // Not a git work tree (a fixture): walk the folder instead.
  }
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else files.push(rel);
    }
  };
  walk('');
  return files;
}

/** The docs checked: README.md, docs/**, bench/README.md and every folder's README.md. */
export function docsOf(files) {
  return files
    .filter(
      (f) => f === 'README.md' || f.endsWith('/README.md') || (f.startsWith('docs/') && f.endsWith('.md')),
    )
    .sort();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = heading[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** The text with fenced code blocks blanked out (newlines kept, so line numbers hold). */
export function withoutFences(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
}

export const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The repository seen once: its files, folders, scripts, dependencies and code for name look-ups. */
export function loadRepo(root) {
  const files = listFiles(root);
  const fileSet = new Set(files);
  const dirs = new Set();
  const basenames = new Set();
  for (const f of files) {
    basenames.add(path.posix.basename(f));
    for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  }
  const read = (f) => readFileSync(path.join(root, f), 'utf8');
  const rootPackage = JSON.parse(read('package.json'));
  const packages = new Map([['', rootPackage]]);
  for (const ws of rootPackage.workspaces ?? []) {
    if (fileSet.has(`${ws}/package.json`)) packages.set(ws, JSON.parse(read(`${ws}/package.json`)));
  }
  const dependencies = new Set();
  for (const pkg of packages.values()) {
    if (pkg.name) dependencies.add(pkg.name);
    for (const group of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
      for (const name of Object.keys(pkg[group] ?? {})) dependencies.add(name);
    }
  }
  if (fileSet.has('package-lock.json')) {
    for (const key of Object.keys(JSON.parse(read('package-lock.json')).packages ?? {})) {
      dependencies.add(key.replace(/^.*node_modules\//, ''));
    }
  }
  const envText = files
    .filter((f) => ENV_READERS.test(f) && !f.endsWith('.md'))
    .map(read)
    .join('\n');
  const codeText = files
    .filter((f) => CODE_FILE.test(f))
    .map(read)
    .join('\n');
  return { root, files, fileSet, dirs, basenames, packages, dependencies, envText, codeText, read };
}

const exists = (repo, p) => repo.fileSet.has(p) || repo.dirs.has(p);

/** Where a path named in `doc` resolves, or null: the doc's folder, the root, then PATH_BASES. */
export function resolvePath(repo, doc, name, { relativeOnly = false } = {}) {
  const clean = name.replace(/^~\//, 'apps/web/app/').replace(/\/$/, '');
  const docDir = path.posix.dirname(doc);
  const bases = relativeOnly ? [docDir] : [docDir, '.', ...PATH_BASES];
  for (const base of bases) {
    const full = path.posix.normalize(path.posix.join(base, clean));
    if (full.startsWith('..')) continue;
    for (const ext of ['', '.ts', '.tsx']) if (exists(repo, full + ext)) return full + ext;
  }
  if (!relativeOnly && !clean.includes('/') && repo.basenames.has(clean)) return clean;
  return null;
}

/** Whether a backticked word is meant as a repository path (else it is code, a URL or prose). */
export function looksLikePath(repo, doc, text) {
  if (NOT_A_PATH.test(text.replace(/#[\w-]+$/, '')) || text.startsWith('@') || !/[\w]/.test(text))
    return false;
  const bare = text.replace(/#[\w-]+$/, '');
  if (FILE_EXTENSION.test(bare)) return true;
  if (!bare.includes('/')) return false;
  const first = bare.replace(/^~\//, 'apps/web/app/').split('/')[0];
  if (first === '.' || first === '..') return true;
  const docDir = path.posix.dirname(doc);
  return [docDir, '.', ...PATH_BASES].some((b) =>
    repo.dirs.has(path.posix.normalize(path.posix.join(b, first))),
  );
}
