// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// A second start with a current build goes straight to the server (DESIGN §3).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'packages/shared/dist/index.js',
  'apps/web/build/server/index.js',
  'apps/server/dist/main.js',
].map((p) => path.join(root, p));
const sources = ['packages/shared/src', 'apps/web/app', 'apps/web/public', 'apps/server/src'].map((p) =>
  path.join(root, p),
);
const configs = ['package-lock.json', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/server/build.mjs'].map(
  (p) => path.join(root, p),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!outputs.every((o) => existsSync(o))) return false;
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  const changed = Math.max(...sources.map(newestMtime), ...configs.map(newestMtime));
  return built >= changed;
}

if (!buildIsCurrent()) {
  console.log('[seoul-glow] building the store (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Forward stop signals so the server can shut down gracefully and stop its database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
