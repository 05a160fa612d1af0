// Test support for the process tests of `npm start` (start.test.mjs): a private copy of the app
// whose server is bundled from the current sources, and what a stop must leave behind (no
// server, no PostgreSQL of the data directory, a free port), read from /proc.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const SCRIPTS = ['start.mjs', 'build-state.mjs', 'quiet-build.mjs'];
const BUILD_LOCK = '/tmp/sg-build.lock';

/**
 * A copy of the app in a fresh temporary folder, as `npm start` sees a built checkout: the start
 * scripts, the server bundled from today's sources (the shared package inlined, so no stale
 * build of it matters), the migrations, and links to node_modules and the web build.
 */
export async function makeAppCopy(prefix = 'sg-start-') {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.mkdir(path.join(dir, 'scripts'));
  for (const file of SCRIPTS)
    await fs.copyFile(path.join(root, 'scripts', file), path.join(dir, 'scripts', file));
  await fs.writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'sg-start-fixture',
      private: true,
      type: 'module',
      scripts: { start: 'node scripts/start.mjs' },
    }),
  );
  const server = path.join(root, 'apps/server');
  await build({
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: path.join(dir, 'apps/server/dist/main.js'),
    absWorkingDir: server,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: { '@seoul-glow/shared': path.join(root, 'packages/shared/src/index.ts') },
    logLevel: 'warning',
  });
  await fs.cp(path.join(server, 'src/db/migrations'), path.join(dir, 'apps/server/dist/migrations'), {
    recursive: true,
  });
  // build-state.mjs wants every output present; the shared bundle is inlined above.
  await fs.mkdir(path.join(dir, 'packages/shared/dist'), { recursive: true });
  await fs.writeFile(path.join(dir, 'packages/shared/dist/index.js'), 'export {};\n');
  const webBuild = path.join(root, 'apps/web/build');
  if (!existsSync(path.join(webBuild, 'server/index.js'))) {
    throw new Error('the web app is not built: run `npm run build` once before this test');
  }
  await fs.mkdir(path.join(dir, 'apps/web'), { recursive: true });
  // A copy taken under the build lock (scripts/e2e-private.sh rebuilds this tree's web app under
  // it), so a rebuild running beside the test never shows it half a build.
  const copied = spawnSync('flock', [BUILD_LOCK, 'cp', '-r', webBuild, path.join(dir, 'apps/web/build')]);
  if (copied.status !== 0) throw new Error(`could not copy the web build: ${copied.stderr}`);
  await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  if (existsSync(path.join(server, 'node_modules'))) {
    await fs.symlink(path.join(server, 'node_modules'), path.join(dir, 'apps/server/node_modules'));
  }
  return dir;
}

function processes() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Every process working in the cluster directory: PostgreSQL's postmaster and each of its
 * helpers run with the data directory as their working directory.
 */
export function postgresProcessesIn(clusterDir) {
  let real;
  try {
    real = realpathSync(clusterDir);
  } catch {
    return [];
  }
  return processes().filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === real && !isZombie(pid);
    } catch {
      return false;
    }
  });
}

/** Every live process whose command line mentions `text` (e.g. the copy's server bundle). */
export function processesMentioning(text) {
  return processes().filter(
    (pid) => pid !== process.pid && read(`/proc/${pid}/cmdline`).includes(text) && !isZombie(pid),
  );
}

function isZombie(pid) {
  const stat = read(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
