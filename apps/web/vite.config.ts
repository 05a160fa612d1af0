import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { ModuleInfo } from 'rollup';
import { lucideDirectImports } from './vite-plugins/lucide-direct-imports';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.resolve(here, '../../packages/shared/src/contracts') + path.sep;
const storeRoutesDir = path.resolve(here, 'app/routes/store') + path.sep;
const rootRoute = path.resolve(here, 'app/root.tsx');
const storeLayout = path.resolve(here, 'app/routes/store/layout.tsx');
const uiKit = path.resolve(here, 'app/components/ui') + path.sep;

/**
 * The shared contracts build their zod schemas at module level (`export const x = z.object(…)`).
 * Rollup must assume such calls have side effects, so a browser module that takes one plain
 * constant from a contract file (a sort label, an image URL helper) pulled in every schema of
 * that file and zod itself: ~26 KB gzipped on every store page. In the browser build only, each
 * top-level `const x = call(…)` of a contract file becomes `const x = /* @__PURE__ *\/ (() =>
 * call(…))()`, so unused schemas (and zod, when no schema is used) are dropped. A plain pure
 * annotation would not do: the arguments of a pure call (the inner z.string() …) still run.
 * The schemas have no side effects the browser relies on.
 */
function pureContracts(): Plugin {
  return {
    name: 'seoul-glow:pure-contracts',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!id.startsWith(contractsDir)) return null;
      type Node = { type: string; start: number; end: number; [key: string]: unknown };
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = (
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        ) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init?.type === 'CallExpression') inits.push(init);
        }
      }
      if (!inits.length) return null;
      let out = code;
      for (const init of inits.reverse()) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => ${out.slice(init.start, init.end)})()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

const fastIconFactory = path.resolve(here, 'app/components/ui/lucide-icon.ts');

/**
 * lucide-react's icon modules build their components with its `createLucideIcon`; in the
 * production build they get app/components/ui/lucide-icon.ts instead, which renders an icon as one
 * `<svg>` with its paths as markup (same output, a fraction of the render work). The server build
 * bundles lucide-react (ssr.noExternal below) so both sides render the same icons; the dev server
 * keeps lucide's own on both sides.
 */
function fastLucideIcons(): Plugin {
  return {
    name: 'seoul-glow:fast-lucide-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/lucide-react/') && /(^|\/)createLucideIcon\.mjs$/.test(source)) {
        return fastIconFactory;
      }
      return null;
    },
  };
}

/** Route modules are their files plus React Router's query (the client-route facade, route chunks). */
const routeFile = (id: string) => id.split('?')[0]!;

/**
 * The store's route files (root and the store layout count as every page) that import `id`
 * through static imports alone. A module reached only through a dynamic import (the chat panel,
 * the review form, the quiz) is fetched when it is opened, not on a first visit, so it does not
 * count.
 */
function storeRoutesImporting(id: string, getModuleInfo: (id: string) => ModuleInfo | null): Set<string> {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const file = routeFile(current);
    if (file.startsWith(storeRoutesDir) || file === rootRoute) routes.add(file);
    const info = getModuleInfo(current);
    if (info) queue.push(...info.importers);
  }
  return routes;
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pureContracts(),
    fastLucideIcons(),
    lucideDirectImports(path.resolve(here, 'app') + path.sep),
  ],
  // Bundled into the server build so that fastLucideIcons applies there too.
  ssr: command === 'build' ? { noExternal: ['lucide-react'] } : {},
  resolve: {
    // The shared contracts are compiled into both bundles from source.
    alias: {
      '@seoul-glow/shared': path.resolve(here, '../../packages/shared/src/index.ts'),
      '~': path.resolve(here, 'app'),
    },
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Every lucide icon and UI-kit component was its own file, shared by a different set of
        // routes: ~45 requests per first visit, each a round trip on a phone (HTTP/1.1 opens six
        // connections per host). The icons and UI kit of every page (root, the store layout) and
        // those two or more store pages share travel as one chunk; one page's own stay with that
        // page, and those of lazily loaded parts and of the admin with them, so that a first
        // visit does not download every icon the store has.
        manualChunks(id, { getModuleInfo }) {
          if (!id.includes('/node_modules/lucide-react/') && !id.startsWith(uiKit)) return undefined;
          const routes = storeRoutesImporting(id, getModuleInfo);
          const everyPage = routes.has(rootRoute) || routes.has(storeLayout);
          return everyPage || routes.size > 1 ? 'ui' : undefined;
        },
      },
    },
  },
}));
