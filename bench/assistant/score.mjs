// Scores the beauty assistant against the dialogue set: the share of answers that hold everything
// their turn asks (dialogues.json), and the time per message.
// usage: node bench/assistant/score.mjs [--url http://127.0.0.1:3000] [--port 4192] [--app-root DIR]
//        [--json] [--misses]
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
const { dialogues } = JSON.parse(readFileSync(path.join(here, 'dialogues.json'), 'utf8'));

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

function report(score) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(`dialogues               ${score.dialogues} (${score.turns} answers)`);
  console.log(`answers holding all     ${pct(score.score)}`);
  console.log(`dialogues all right     ${score.dialoguesPassed} of ${score.dialogues}`);
  console.log(
    `time per message        p50 ${score.latency.p50.toFixed(1)} ms, p95 ${score.latency.p95.toFixed(1)} ms, max ${score.latency.max.toFixed(1)} ms (HTTP round trip)`,
  );
  if (!flag('misses')) return;
  for (const r of score.rows.filter((x) => x.problems.length))
    console.log(`\n[${r.dialogue}] "${r.say}"\n  ${r.problems.join('\n  ')}\n  reply: ${r.reply}`);
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
  const score = await scoreDialogues(dialogues, {
    ask: (body, index) => post(base, body, index),
    product: (id) => product(base, id),
  });
  if (flag('json')) console.log(JSON.stringify(score, null, 2));
  else report(score);
} finally {
  if (server) await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
