import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const shared = path.join(root, 'packages/shared/src/index.ts');

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. The
    // server tests wait on PostgreSQL most of the time, so two workers take ~30% off the run.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: { '@seoul-glow/shared': shared } },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { '@seoul-glow/shared': shared } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: {
          alias: { '@seoul-glow/shared': shared, '~': path.join(root, 'apps/web/app') },
        },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/vite-plugins/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        // The repository's own tooling (scripts/check-architecture.mjs), run on fixture trees.
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node', pool: 'forks' },
      },
    ],
  },
});
