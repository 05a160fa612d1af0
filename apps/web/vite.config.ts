import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // The shared contracts are compiled into both bundles from source.
    alias: {
      '@seoul-glow/shared': path.resolve(here, '../../packages/shared/src/index.ts'),
      '~': path.resolve(here, 'app'),
    },
  },
  build: { assetsInlineLimit: 0 },
});
