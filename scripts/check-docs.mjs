// Docs that stay true: every file path, npm script, environment variable, ADR number, package and
// heading anchor that README.md, docs/**/*.md, bench/README.md and the folder READMEs name must exist.
// - paths: in backticks or markdown links; tried against the repository root, the doc's folder and the
//   folders a doc abbreviates (`modules/…` is apps/server/src/modules/…, `features/…` apps/web/app/…);
//   a bare file name (`page-cache.ts`) must be some file's name; `file.md#section` needs its heading;
// - `npm run X [-w Y]`, `npm start`, `npm test`: the script exists in that package.json;
// - `UPPER_SNAKE` names in backticks: read by apps/server/src/config.ts or a script, or named in code;
// - `ADR NNNN`: a file docs/decisions/NNNN-*.md, and a number left out is explained in its README;
// - `@scope/name`: a package in a package.json or the lock file;
// - in code, a comment citing `docs/product.md#checkout` and the like: the heading is still there.
// Usage: node scripts/check-docs.mjs [repo root]; exit 1 lists every stale claim with its line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CODE_FILE,
  ENV_NAME,
  FILE_EXTENSION,
  OUTPUT_DIRS,
  anchorsOf,
  docsOf,
  lineAt,
  loadRepo,
  looksLikePath,
  resolvePath,
  withoutFences,
} from './docs-repo.mjs';

function checkPath(repo, doc, text, problems, line, options) {
  const [name, anchor] = text.split('#');
  if (!name) {
    if (!anchorsOf(repo.read(doc)).has(anchor))
      problems.push({ doc, line, message: `no heading for the anchor #${anchor}` });
    return;
  }
  const found = resolvePath(repo, doc, name, options);
  if (!found) {
    if (!name.split('/').some((s) => OUTPUT_DIRS.has(s)))
      problems.push({ doc, line, message: `path ${name} does not exist` });
    return;
  }
  if (anchor && found.endsWith('.md') && !anchorsOf(repo.read(found)).has(anchor)) {
    problems.push({ doc, line, message: `no heading for ${found}#${anchor}` });
  }
}

/** `npm run X [-w Y | --workspaces]`, `npm start`, `npm test`: each script must exist where it runs. */
function checkScripts(repo, doc, text, problems, counts) {
  const byName = new Map([...repo.packages].map(([dir, pkg]) => [pkg.name, dir]));
  for (const m of text.matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test)\b)([^\n`&;|)]*)/g)) {
    const script = (m[1] ?? m[2]).replace(/\.+$/, '');
    const args = m[3].trim().split(/\s+/);
    if (args.includes('--if-present')) continue;
    let targets = [''];
    if (args.includes('--workspaces') || args.includes('-ws'))
      targets = [...repo.packages.keys()].filter(Boolean);
    const w = args.findIndex((a) => a === '-w' || a === '--workspace');
    if (w >= 0) targets = [byName.get(args[w + 1]) ?? args[w + 1]?.replace(/\/$/, '')];
    counts.scripts += 1;
    for (const dir of targets) {
      const pkg = repo.packages.get(dir);
      const where = dir ? `${dir}/package.json` : 'package.json';
      if (!pkg)
        problems.push({ doc, line: lineAt(text, m.index), message: `npm workspace ${dir} does not exist` });
      else if (!pkg.scripts?.[script])
        problems.push({
          doc,
          line: lineAt(text, m.index),
          message: `npm script "${script}" is not in ${where}`,
        });
    }
  }
}

function checkEnv(repo, doc, name, problems, line) {
  const word = new RegExp(`\\b${name}\\b`);
  if (!word.test(repo.envText) && !word.test(repo.codeText)) {
    problems.push({
      doc,
      line,
      message: `environment variable ${name} is read by neither config.ts nor a script`,
    });
  }
}

/** Every stale claim of one doc, as {doc, line, message}. */
export function checkDoc(repo, doc, counts) {
  const problems = [];
  const text = repo.read(doc);
  const prose = withoutFences(text);
  checkScripts(repo, doc, text, problems, counts);
  for (const m of text.matchAll(/(?:^|[\s`(])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g)) {
    counts.env += 1;
    checkEnv(repo, doc, m[1], problems, lineAt(text, m.index + m[0].indexOf(m[1])));
  }
  for (const m of prose.matchAll(/(`+)([^`]+?)\1/g)) {
    const span = m[2].replace(/\s+/g, ' ').trim();
    const line = lineAt(prose, m.index);
    const env =
      /^\$?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?=$|[./])/.exec(span) ??
      /\$([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/.exec(span);
    if (env && ENV_NAME.test(env[1])) {
      counts.env += 1;
      checkEnv(repo, doc, env[1], problems, line);
    }
    const tokens = span.includes(' ')
      ? span.split(' ').filter((t) => t.includes('/') && FILE_EXTENSION.test(t))
      : [span];
    // A path followed by "(new)" names a file a plan or worked example would create.
    const planned = /^\s*\(new\b/.test(prose.slice(m.index + m[0].length));
    for (const token of tokens) {
      if (planned || !looksLikePath(repo, doc, token)) continue;
      counts.paths += 1;
      checkPath(repo, doc, token, problems, line);
    }
  }
  const spansBlanked = prose.replace(/(`+)[^`]+?\1/g, (s) => s.replace(/[^\n]/g, ' '));
  for (const m of spansBlanked.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1];
    if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
    counts.paths += 1;
    checkPath(repo, doc, decodeURI(target), problems, lineAt(prose, m.index), { relativeOnly: true });
  }
  const linksBlanked = spansBlanked.replace(/\]\([^)]*\)/g, (s) => s.replace(/[^\n]/g, ' '));
  // Plain-text paths: `x.md[#anchor]`, and any file with a folder in front (`lib/route.ts`).
  const plain =
    /(?<![\w/.@~-])((?:[\w.-]+\/)*[\w.-]+\.md|(?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|cjs|js|json|sql|sh))(#[\w-]+)?(?![\w/])/g;
  for (const m of linksBlanked.matchAll(plain)) {
    counts.paths += 1;
    checkPath(repo, doc, m[1] + (m[2] ?? ''), problems, lineAt(prose, m.index));
  }
  for (const m of prose
    .replace(/`/g, ' ')
    .matchAll(/(?<![\w/.~-])(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*[a-z0-9])/g)) {
    counts.packages += 1;
    if (!repo.dependencies.has(m[1])) {
      problems.push({ doc, line: lineAt(prose, m.index), message: `package ${m[1]} is in no package.json` });
    }
  }
  for (const m of prose.matchAll(/\bADRs?\s+(\d{4}(?:(?:\s*,\s*|\s+and\s+|\s*\+\s*)\d{4})*)/g)) {
    for (const n of m[1].match(/\d{4}/g)) {
      counts.adrs += 1;
      if (![...repo.fileSet].some((f) => f.startsWith(`docs/decisions/${n}-`))) {
        problems.push({ doc, line: lineAt(prose, m.index), message: `ADR ${n} is not in docs/decisions/` });
      }
    }
  }
  return problems;
}

/** A number left out of docs/decisions/ must be explained in its README (what became of it). */
function adrGaps(repo) {
  const numbers = repo.files
    .map((f) => /^docs\/decisions\/(\d{4})-/.exec(f)?.[1])
    .filter(Boolean)
    .map(Number);
  if (numbers.length === 0) return [];
  const readme = repo.fileSet.has('docs/decisions/README.md') ? repo.read('docs/decisions/README.md') : '';
  const problems = [];
  for (let n = 1; n < Math.max(...numbers); n += 1) {
    const id = String(n).padStart(4, '0');
    if (!numbers.includes(n) && !readme.includes(id)) {
      problems.push({
        doc: 'docs/decisions/README.md',
        line: 1,
        message: `ADR ${id} is missing and the README does not say why`,
      });
    }
  }
  return problems;
}

/** Code comments cite the docs by anchor (`docs/product.md#checkout`): each must still have its heading. */
function codeCitations(repo, counts) {
  const anchors = new Map();
  const problems = [];
  for (const file of repo.files.filter((f) => CODE_FILE.test(f))) {
    const text = repo.read(file);
    for (const m of text.matchAll(/\bdocs\/([\w/.-]+\.md)#([\w-]+)/g)) {
      counts.citations += 1;
      const doc = `docs/${m[1]}`;
      if (!repo.fileSet.has(doc)) {
        problems.push({ doc: file, line: lineAt(text, m.index), message: `${doc} does not exist` });
        continue;
      }
      if (!anchors.has(doc)) anchors.set(doc, anchorsOf(repo.read(doc)));
      if (!anchors.get(doc).has(m[2])) {
        problems.push({ doc: file, line: lineAt(text, m.index), message: `no heading for ${doc}#${m[2]}` });
      }
    }
  }
  return problems;
}

/** Checks every doc of the repository at `root`; `ok` is false when any claim is stale. */
export function checkDocs(root) {
  const repo = loadRepo(root);
  const counts = { paths: 0, scripts: 0, env: 0, adrs: 0, packages: 0, citations: 0 };
  const docs = docsOf(repo.files);
  const problems = [
    ...docs.flatMap((doc) => checkDoc(repo, doc, counts)),
    ...adrGaps(repo),
    ...codeCitations(repo, counts),
  ];
  return { ok: problems.length === 0, problems, docs: docs.length, counts };
}

export function report({ ok, problems, docs, counts }) {
  const summary = `${docs} docs, ${counts.paths} paths, ${counts.scripts} npm scripts, ${counts.env} environment variables, ${counts.adrs} ADR numbers, ${counts.packages} packages, ${counts.citations} citations in code`;
  if (ok) return `docs OK: ${summary}`;
  const lines = problems.map((p) => `${p.doc}:${p.line}: ${p.message}`);
  return [...lines, `docs check failed: ${problems.length} stale claim(s) in ${summary}`].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const result = checkDocs(root);
  (result.ok ? console.log : console.error)(report(result));
  process.exitCode = result.ok ? 0 : 1;
}
