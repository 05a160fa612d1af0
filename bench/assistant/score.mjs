// Scores the beauty assistant against its three sets, each on its own: the shopping dialogues
// (dialogues.json), the how-to questions (how-to.json) and the held-out how-to questions nobody
// tunes to (held-out.json). For each it prints the answers right out of all, what failed (not
// with --brief), and the assistant's time per message over HTTP.
// usage: node bench/assistant/score.mjs [--set dialogues|how-to|held-out] [--url http://127.0.0.1:3000]
//        [--port 4192] [--app-root DIR] [--json] [--brief]
// Without --url it starts the production build (DIR/apps/server/dist, DIR the repository unless
// given) on a fresh data directory, which seeds the demo catalog, and stops it afterwards. A
// server given by --url needs TRUST_PROXY=true: each dialogue speaks from its own address, as
// shoppers do, so the per-address limits count it apart.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, stopProcess } from '../lib/app-server.mjs';
import { scoreDialogues } from './score-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const flag = (name) => process.argv.includes(`--${name}`);

/** Each set speaks from its own block of addresses, so no two dialogues share a daily limit. */
const SETS = [
  { name: 'dialogues', file: 'dialogues.json', addressBase: 0 },
  { name: 'how-to', file: 'how-to.json', addressBase: 1024 },
  { name: 'held-out', file: 'held-out.json', addressBase: 2048 },
];
const only = option('set');
if (only && !SETS.some((s) => s.name === only)) {
  console.error(`--set must be one of ${SETS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

async function post(base, body, index) {
  const res = await fetch(`${base}/api/Chat/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${index >> 8}.${index & 255}` },
    body: JSON.stringify({ ...body, clientId: `dialogue-score-${index}-${process.pid}` }),
  });
  if (!res.ok) throw new Error(`POST /api/Chat/message answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

async function product(base, id) {
  const res = await fetch(`${base}/api/Product/${id}`);
  if (!res.ok) throw new Error(`GET /api/Product/${id} answered ${res.status}`);
  return (await res.json()).data;
}

const ms = (x) => `${x.toFixed(1)} ms`;
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const timing = (sorted) =>
  `median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? 0)}`;

function report(name, score) {
  const pct = ((score.passed / (score.turns || 1)) * 100).toFixed(1);
  console.log(`\n${name}: ${score.passed} / ${score.turns} (${pct}%) answers right`);
  console.log(`  dialogues all right   ${score.dialoguesPassed} of ${score.dialogues}`);
  console.log(
    `  time per message      ${timing(score.rows.map((r) => r.ms).sort((a, b) => a - b))} (HTTP round trip)`,
  );
  if (flag('brief')) return;
  for (const r of score.rows.filter((x) => x.problems.length))
    console.log(
      `  [${r.dialogue}] "${r.say}"\n    ${r.problems.join('\n    ')}\n    reply: ${r.reply}\n    articles: ${r.articles.join(', ') || 'none'}`,
    );
}

let server;
let dataDir;
try {
  let base = option('url');
  if (!base) {
    const port = Number(option('port') ?? 4192);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-dialogues-'));
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
        TRUST_PROXY: 'true',
        // The built-in expert is what the score measures, whatever this shell has configured.
        AI_BASE_URL: '',
      },
    });
    base = `http://127.0.0.1:${port}`;
  }
  const results = {};
  for (const set of SETS.filter((s) => !only || s.name === only)) {
    const { dialogues } = JSON.parse(readFileSync(path.join(here, set.file), 'utf8'));
    results[set.name] = await scoreDialogues(dialogues, {
      ask: (body, index) => post(base, body, set.addressBase + index),
      product: (id) => product(base, id),
    });
    if (!flag('json')) report(set.name, results[set.name]);
  }
  const all = Object.values(results)
    .flatMap((s) => s.rows.map((r) => r.ms))
    .sort((a, b) => a - b);
  if (flag('json')) console.log(JSON.stringify(results, null, 2));
  else console.log(`\nevery message scored (${all.length}): ${timing(all)} (HTTP round trip)`);
} finally {
  if (server) await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
