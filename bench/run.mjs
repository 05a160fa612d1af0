// `npm run bench`: measures the production build on loopback and prints the figures that
// bench/README.md records. Bounded in time (about 9 minutes on 2 cores); every part starts and
// stops its own servers and databases.
//   1. `npm start` to healthy (first start with the demo seed, then three restarts)
//   2. bench/search.mjs      search over 10,000 products
//   3. bench/load.mjs        product, search, server-rendered pages and admin orders under load,
//                            each beside a hello-world, and peak server memory
//   4. bench/checkout.mjs    complete checkouts per second
//   5. bench/assistant/score.mjs --set how-to   the beauty assistant's time per message (and its
//                            how-to score) over HTTP, on the demo catalog
//   6. bench/lighthouse.mjs  Lighthouse on the store pages
// SG_APP_ROOT=<dir> measures a ready build copied elsewhere instead of building the repo's.
// BENCH_PORT=<n> moves the start-up timing server (default 4188), the assistant's (n+4) and the load servers (n+6, n+7; not 4190, which fetch refuses).
// Exits non-zero when a part fails to run, not when a target is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../scripts/build-state.mjs';
import { startAppServer, stopProcess } from './lib/app-server.mjs';
import { printTargets } from './lib/targets.mjs';

const appRoot = process.env.SG_APP_ROOT ?? (ensureBuild(), root);
const PORT = Number(process.env.BENCH_PORT ?? 4188);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const benchStarted = performance.now();

/** `npm start`'s server to healthy, timed from the spawn (first start: seed and photos). */
async function startToHealthy() {
  const started = performance.now();
  const child = await startAppServer({ appRoot, port: PORT, env, timeoutMs: 120_000, pollMs: 25 });
  return { child, ms: performance.now() - started };
}

/** The other scripts use fixed ports: wait until nothing else answers there, so none measures a stranger. */
async function waitPortFree(port, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const busy = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (!busy) return;
    if (Date.now() > deadline) throw new Error(`port ${port} stayed busy for ${seconds} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Runs one bench script, its output shown live and also returned. */
function runScript(script, args = [], port) {
  return (port ? waitPortFree(port) : Promise.resolve()).then(
    () =>
      new Promise((resolve) => {
        let output = '';
        const child = spawn(process.execPath, [path.join(root, 'bench', script), ...args], {
          env: { ...process.env, SG_APP_ROOT: appRoot, BENCH_ROOT: appRoot },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        child.stdout.on('data', (chunk) => {
          output += chunk;
          process.stdout.write(chunk);
        });
        child.once('exit', (code) => resolve({ code, output }));
      }),
  );
}

const summary = [];
const failed = [];
const timings = [];
try {
  await waitPortFree(PORT, 30);
  const first = await startToHealthy();
  timings.push(['first `npm start` (init database, migrate, seed demo catalog) to healthy', first.ms]);
  await stopProcess(first.child);
  for (let i = 1; i <= 3; i++) {
    const again = await startToHealthy();
    timings.push([`start #${i + 1} with a current build to healthy`, again.ms]);
    await stopProcess(again.child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nSeoul Glow benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
);
for (const [name, ms] of timings) console.log(`${name.padEnd(78)} ${(ms / 1000).toFixed(2)} s`);
const restarts = timings.slice(1).map(([, ms]) => ms / 1000);
summary.push({
  scenario: '`npm start` with a current build to healthy',
  target: '≤ 5 s',
  measured: `${Math.max(...restarts).toFixed(2)} s (slowest of ${restarts.map((s) => s.toFixed(2)).join(', ')})`,
  met: Math.max(...restarts) <= 5,
});

// Search over 10,000 products, in its own process and database.
{
  console.log('\n== bench/search.mjs ==');
  const { code } = await runScript('search.mjs', [], 4189);
  if (code !== 0) failed.push('search.mjs');
}

// The load scenarios beside a hello-world, and peak memory.
{
  console.log('\n== bench/load.mjs ==');
  const jsonFile = path.join(os.tmpdir(), `sg-bench-load-${process.pid}.json`);
  const { code } = await runScript('load.mjs', ['--port', String(PORT + 6), '--json', jsonFile]);
  if (code !== 0) failed.push('load.mjs');
  try {
    summary.push(...JSON.parse(readFileSync(jsonFile, 'utf8')).targets);
  } catch {
    summary.push({ scenario: 'load scenarios', target: '—', measured: 'did not run', met: false });
  } finally {
    rmSync(jsonFile, { force: true });
  }
}

// Complete checkouts (bench/checkout.mjs, its own server and demo catalog).
{
  console.log('\n== bench/checkout.mjs ==');
  const { code, output } = await runScript('checkout.mjs', [], 4189);
  if (code !== 0) failed.push('checkout.mjs');
  const rate = /complete checkouts\/s:\s*([\d.]+)/.exec(output)?.[1];
  const oversold = /oversold\D{0,20}(\d+)/i.exec(output)?.[1];
  const lost = /lost\D{0,20}(\d+)/i.exec(output)?.[1];
  const overUsed = /over-used codes:\s*(\d+)/.exec(output)?.[1];
  const plain = /without codes:\s*([\d.]+)/.exec(output)?.[1];
  const integrity =
    oversold !== undefined && lost !== undefined
      ? `, ${oversold} oversold, ${lost} lost, ${overUsed ?? '?'} over-used codes` +
        (plain ? ` (without codes: ${plain}/s)` : '')
      : ' (oversold/lost not reported by checkout.mjs)';
  summary.push({
    scenario: 'complete checkout (intent, demo confirm, place; a promo code on every other order)',
    target: '≥ 300 orders/s, zero oversold, zero lost, zero over-used codes',
    measured: rate ? `${rate} orders/s${integrity}` : 'did not run',
    met: Number(rate) >= 300 && oversold === '0' && lost === '0' && overUsed === '0',
  });
}

// The beauty assistant: every how-to question, one message at a time over HTTP, timed.
{
  console.log('\n== bench/assistant/score.mjs --set how-to ==');
  const port = PORT + 4;
  const args = ['--set', 'how-to', '--brief', '--port', String(port), '--app-root', appRoot];
  const { code, output } = await runScript('assistant/score.mjs', args, port);
  if (code !== 0) failed.push('assistant/score.mjs');
  const time = /time per message\s+median ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms/.exec(output);
  const right = /how-to: (\d+) \/ (\d+) \(([\d.]+)%\)/.exec(output);
  summary.push({
    scenario: "beauty assistant's time per message, the how-to questions one at a time over HTTP",
    target: 'p95 < 50 ms',
    measured: time ? `p95 ${time[2]} ms (median ${time[1]}, max ${time[3]} ms)` : 'did not run',
    met: Boolean(time) && Number(time[2]) < 50,
  });
  summary.push({
    scenario: 'beauty assistant, how-to questions answered right (bench/assistant/how-to.json)',
    target: '≥ 90%',
    measured: right ? `${right[1]} / ${right[2]} (${right[3]}%)` : 'did not run',
    met: Boolean(right) && Number(right[3]) >= 90,
  });
}

// Lighthouse on the store pages.
{
  console.log('\n== bench/lighthouse.mjs ==');
  const { code } = await runScript('lighthouse.mjs', [], 4192);
  if (code !== 0) failed.push('lighthouse.mjs');
}

console.log(
  `\nSummary — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model}, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, whole run ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min\n`,
);
printTargets(summary);
console.log('(Lighthouse scores: see the bench/lighthouse.mjs table above.)');
if (failed.length) {
  console.error(`\nfailed to run: ${failed.join(', ')}`);
  process.exitCode = 1;
}
