// `npm run bench`: measures the production build on loopback and prints the figures that
// bench/README.md records. Bounded in time; starts and stops its own server and database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../scripts/build-state.mjs';

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: '4188', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

function startToHealthy() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = setTimeout(() => reject(new Error('server did not become healthy in 120 s')), 120_000);
    const poll = async () => {
      try {
        const res = await fetch('http://127.0.0.1:4188/api/health');
        if (res.ok) {
          clearTimeout(deadline);
          return resolve({ child, ms: performance.now() - started });
        }
      } catch {
        /* not up yet */
      }
      setTimeout(poll, 25);
    };
    poll();
  });
}

async function stop(child) {
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const results = [];
try {
  const first = await startToHealthy();
  results.push(['first `npm start` (init database, migrate, seed demo catalog) to healthy', first.ms]);
  await stop(first.child);
  for (let i = 1; i <= 3; i++) {
    const again = await startToHealthy();
    results.push([`start #${i + 1} with a current build to healthy`, again.ms]);
    await stop(again.child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nSeoul Glow benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
);
for (const [name, ms] of results) console.log(`${name.padEnd(78)} ${(ms / 1000).toFixed(2)} s`);

// Issue 3: search over 10,000 products and Lighthouse on the store pages, each in its own process.
for (const script of ['search.mjs', 'lighthouse.mjs']) {
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, [path.join(root, 'bench', script)], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
