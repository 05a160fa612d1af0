// A newcomer's first start, as root, in a folder nobody else may enter (docs/architecture.md#running):
// clone this repository into `mktemp -d` (mode 0700), `npm ci` (offline, from npm's cache), then
// `npm start`; the store must come up with its embedded PostgreSQL moved where the postgres user
// can reach it, answer /api/health/ready, and stop cleanly on Ctrl-C.
//
// When this checkout's build is current, its outputs are copied into the clone (a full build
// takes minutes on a small machine and is not what this checks); otherwise the clone builds.
// Run by .ci/run as root: node scripts/check-private-folder-start.mjs
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent, root } from './build-state.mjs';
import { freePort, portIsFree, postgresProcessesIn, processesMentioning } from './app-fixture.mjs';

const started = Date.now();
const say = (message) =>
  console.log(`[private-folder] ${message} (${Math.round((Date.now() - started) / 1000)} s)`);
const fail = (message, output = '') => {
  console.error(`[private-folder] FAILED: ${message}\n${output}`);
  process.exitCode = 1;
};

if (process.getuid?.() !== 0) {
  console.error('[private-folder] run this as root: it checks what happens when root starts the store');
  process.exit(2);
}

const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-private-'));
await fs.chmod(folder, 0o700);
const app = path.join(folder, 'seoul-glow');
let cluster;
try {
  const run = (cmd, args, cwd) => {
    const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  };
  run('git', ['clone', '--quiet', root, app], folder);
  say(`cloned into ${app}`);
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  say('npm ci done');
  if (buildIsCurrent()) {
    for (const out of ['packages/shared/dist', 'apps/web/build', 'apps/server/dist']) {
      await fs.cp(path.join(root, out), path.join(app, out), { recursive: true });
    }
    // Newer than the clone's sources, as a build made there would be.
    const now = new Date();
    for (const out of [
      'packages/shared/dist/index.js',
      'apps/web/build/server/index.js',
      'apps/server/dist/main.js',
    ]) {
      await fs.utimes(path.join(app, out), now, now);
    }
    say('copied the current build');
  }

  const port = await freePort();
  // The defaults a newcomer gets: DATA_DIR is ./data inside the private folder.
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    PRERENDER_PAGES: '0',
  };
  delete env.DATA_DIR;
  delete env.IMAGES_DIR;
  const store = spawn('npm', ['start', '--silent'], {
    cwd: app,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  store.stdout.on('data', (c) => (output += c));
  store.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => store.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 600_000;
  while (!/ready at http/.test(output) && Date.now() < deadline && store.exitCode === null) {
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!/ready at http/.test(output)) throw new Error(`the store did not start:\n${output}`);
  say('npm start: ready');

  const pgLink = path.join(app, 'data', 'pg');
  cluster = existsSync(pgLink) ? readlinkSync(pgLink) : undefined;
  if (!cluster?.startsWith('/var/lib/seoul-glow/clusters/'))
    fail(`data/pg is not a link to a reachable cluster: ${cluster}`, output);
  if (!/the embedded database lives in \/var\/lib\/seoul-glow\/clusters\//.test(output)) {
    fail('the start log does not say where the database lives', output);
  }
  const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
  if (ready.status !== 200) fail(`/api/health/ready answered ${ready.status}`, output);
  const products = await (await fetch(`http://127.0.0.1:${port}/api/Products/getAllProducts`)).json();
  if (!(products.data?.length > 0)) fail('the demo catalog was not seeded', output);

  process.kill(-store.pid, 'SIGINT');
  const stopDeadline = Date.now() + 15_000;
  while (
    Date.now() < stopDeadline &&
    (processesMentioning(app).length || postgresProcessesIn(cluster).length)
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (processesMentioning(app).length || postgresProcessesIn(cluster).length)
    fail('still running after Ctrl-C', output);
  // npm answers Ctrl-C with 130 (or dies of the signal) once its script has exited.
  const code = await exited;
  if (code !== 0 && code !== 130 && code !== null) fail(`npm start exited with ${code} after Ctrl-C`, output);
  if (!(await portIsFree(port))) fail(`port ${port} still taken`, output);
  say(process.exitCode ? 'failed' : 'stopped cleanly: passed');
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  for (const pid of processesMentioning(app)) process.kill(pid, 'SIGKILL');
  await fs.rm(folder, { recursive: true, force: true });
  if (cluster) await fs.rm(path.dirname(cluster), { recursive: true, force: true });
}
