// Scores the store's search against the relevance set (queries.json): precision of the first five
// results and whether the best product comes first, per query and overall.
// usage: node bench/relevance/score.mjs [--url http://127.0.0.1:3000] [--port 4191] [--app-root DIR]
//        [--json] [--misses]
// Without --url it starts the production build (DIR/apps/server/dist, DIR the repository unless
// given, e.g. a private copy as scripts/e2e-private.sh makes) on a fresh data directory, which
// seeds the demo catalog, and stops it afterwards.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, stopProcess } from '../lib/app-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const flag = (name) => process.argv.includes(`--${name}`);
const TOP = 5;

const { queries } = JSON.parse(readFileSync(path.join(here, 'queries.json'), 'utf8'));

async function search(base, q) {
  const url = `${base}/api/Products/search?q=${encodeURIComponent(q)}&pageSize=${TOP}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = await res.json();
  return { names: body.data.items.map((p) => p.name), total: body.data.total };
}

/** Precision@5 counts against min(5, relevant): a query with 2 right products can still score 1. */
function scoreQuery(query, result) {
  if (query.relevant.length === 0) return { precision: result.total === 0 ? 1 : 0, bestFirst: null };
  const hits = result.names.filter((n) => query.relevant.includes(n)).length;
  return {
    precision: hits / Math.min(TOP, query.relevant.length),
    bestFirst: query.best ? result.names[0] === query.best : null,
  };
}

async function scoreAll(base) {
  const rows = [];
  for (const query of queries) {
    const result = await search(base, query.q);
    rows.push({ ...query, ...scoreQuery(query, result), got: result.names, total: result.total });
  }
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const ranked = rows.filter((r) => r.relevant.length > 0);
  const withBest = rows.filter((r) => r.bestFirst !== null);
  const byKind = {};
  for (const r of ranked) (byKind[r.kind] ??= []).push(r.precision);
  return {
    queries: rows.length,
    precisionAt5: mean(ranked.map((r) => r.precision)),
    bestFirst: withBest.filter((r) => r.bestFirst).length / (withBest.length || 1),
    bestFirstOf: withBest.length,
    nonsenseEmpty: rows.filter((r) => r.kind === 'nonsense' && r.precision === 1).length,
    nonsenseOf: rows.filter((r) => r.kind === 'nonsense').length,
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, mean(v)])),
    rows,
  };
}

function report(score) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(`queries                 ${score.queries}`);
  console.log(`precision@5 (mean)      ${pct(score.precisionAt5)}`);
  console.log(`best product first      ${pct(score.bestFirst)} of ${score.bestFirstOf}`);
  console.log(`nonsense → no results   ${score.nonsenseEmpty} of ${score.nonsenseOf}`);
  for (const [kind, p] of Object.entries(score.byKind)) console.log(`  ${kind.padEnd(12)} ${pct(p)}`);
  if (!flag('misses')) return;
  for (const r of score.rows.filter((x) => x.precision < 1 || x.bestFirst === false))
    console.log(
      `\n"${r.q}" p@5 ${pct(r.precision)}${r.best ? ` best ${r.bestFirst ? 'first' : 'missed'}` : ''}\n  got: ${r.got.join(' | ') || '(nothing)'}`,
    );
}

let server;
let dataDir;
let base = option('url');
try {
  if (!base) {
    const port = Number(option('port') ?? 4191);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-relevance-'));
    server = await startAppServer({
      appRoot: option('app-root') ?? root,
      port,
      timeoutMs: 180_000,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '1',
        PRERENDER_PAGES: '0',
      },
    });
    base = `http://127.0.0.1:${port}`;
  }
  const score = await scoreAll(base);
  if (flag('json')) console.log(JSON.stringify(score, null, 2));
  else report(score);
} finally {
  await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
