// Bundles the server into dist/main.js and dist/search-worker.js (dependencies stay in node_modules) and ships the migrations.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  // The search thread's worker (src/modules/catalog/search-worker.ts, ADR 0024) is a second entry.
  entryPoints: { main: 'src/main.ts', 'search-worker': 'src/modules/catalog/search-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
