// Decides whether the production build is current: every output exists and is newer than
// every source and build configuration file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

const outputs = [
  'packages/shared/dist/index.js',
  'apps/web/build/server/index.js',
  'apps/server/dist/main.js',
].map(at);
const inputs = [
  'packages/shared/src',
  'apps/web/app',
  'apps/web/public',
  'apps/server/src',
  'package-lock.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/server/build.mjs',
].map(at);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildIsCurrent() {
  if (!outputs.every((o) => existsSync(o))) return false;
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return built >= Math.max(...inputs.map(newestMtime));
}

/** Builds when needed; exits the process on a failed build. */
export function ensureBuild() {
  if (buildIsCurrent()) return;
  console.log('[seoul-glow] building the store (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Node flags for the server process, shared by `npm start`, the end-to-end server and the
 * benchmarks so they measure what runs. V8 grows its heap lazily towards a limit sized from the
 * machine's memory (~4 GB here), so under load a server whose live data is ~60-80 MB (10,000
 * products and their caches) reached 440-540 MB resident. A 144 MB old space and 8 MB young
 * semi-spaces keep it under 300 MB at the same throughput, with shorter scavenge pauses
 * (bench/README.md). SERVER_HEAP_MB raises the old space for a much larger catalog.
 */
export function serverNodeArgs(env = process.env) {
  const heapMb = Number(env.SERVER_HEAP_MB ?? 144);
  if (!Number.isInteger(heapMb) || heapMb < 64) {
    throw new Error(
      `SERVER_HEAP_MB must be a whole number of megabytes, at least 64 (got "${env.SERVER_HEAP_MB}")`,
    );
  }
  return [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=8'];
}
