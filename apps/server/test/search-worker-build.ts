import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

let built: Promise<URL> | null = null;

/**
 * The search thread's worker (src/modules/catalog/search-worker.ts) bundled from the source the
 * tests run, as build.mjs bundles it for dist: Node 20 cannot load TypeScript in a worker.
 * Dependencies stay in node_modules; the shared package is bundled from its source.
 */
export function searchWorkerScript(): Promise<URL> {
  built ??= (async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outfile = fileURLToPath(
      new URL('../node_modules/.cache/search-worker/search-worker.mjs', import.meta.url),
    );
    await build({
      entryPoints: [fileURLToPath(new URL('../src/modules/catalog/search-worker.ts', import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      conditions: ['source'],
      external: Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]),
      logLevel: 'warning',
    });
    return pathToFileURL(outfile);
  })();
  return built;
}
