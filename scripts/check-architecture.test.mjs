import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchitecture, folderUnit, report } from './check-architecture.mjs';

const WEB_TSCONFIG = {
  compilerOptions: {
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    paths: { '~/*': ['./app/*'] },
  },
  include: ['app'],
};
const SERVER_TSCONFIG = {
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' },
  include: ['src'],
};

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tiny repository: `files` maps a path to its source text; tsconfig files are added. */
function repo(files, { webTsconfig = WEB_TSCONFIG } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sg-architecture-'));
  roots.push(root);
  const all = {
    'apps/server/tsconfig.json': JSON.stringify(SERVER_TSCONFIG),
    'apps/web/tsconfig.json': JSON.stringify(webTsconfig),
    'apps/server/src/app.ts': "import { a } from './modules/a/a';\nexport const app = a;\n",
    'apps/web/app/lib/format.ts': 'export const format = (n: number) => String(n);\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const CLEAN = {
  'apps/server/src/modules/a/a.ts': "import { b } from '../b/b';\nexport const a = b + 1;\n",
  'apps/server/src/modules/b/b.ts': 'export const b = 1;\n',
  'apps/web/app/features/cart/cart.tsx':
    "import { format } from '~/lib/format';\nexport const C = format(1);\n",
  'apps/web/app/features/admin/orders/orders.ts':
    "import { format } from '../../../lib/format';\nexport const o = format;\n",
};

describe('check-architecture', () => {
  it('passes a tree whose folders import one way and prints a one-line summary', async () => {
    const result = await checkArchitecture(repo(CLEAN));
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(report(result)).toBe(
      'architecture OK: 2 server module folders, 2 web feature folders, no cycles, no feature importing another feature',
    );
  });

  it('reports a cycle between server module folders, type-only imports included', async () => {
    const root = repo({
      ...CLEAN,
      'apps/server/src/modules/b/b.ts':
        "import type { C } from '../c/c';\nexport const b = 1;\nexport type B = C;\n",
      'apps/server/src/modules/c/c.ts': "import { a } from '../a/a';\nexport type C = typeof a;\n",
    });
    const result = await checkArchitecture(root);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        heading: 'server: cycle between module folders a, b, c (one loop: a → b → c → a)',
        lines: [
          'apps/server/src/modules/a/a.ts → apps/server/src/modules/b/b.ts',
          'apps/server/src/modules/b/b.ts → apps/server/src/modules/c/c.ts',
          'apps/server/src/modules/c/c.ts → apps/server/src/modules/a/a.ts',
        ],
      },
    ]);
  });

  it('reports a web feature importing another through the ~/ alias, and the cycle it closes', async () => {
    const root = repo({
      ...CLEAN,
      'apps/web/app/features/catalog/card.tsx':
        "import { C } from '~/features/cart/cart';\nexport const Card = () => import('./lazy').then(() => C);\n",
      'apps/web/app/features/catalog/lazy.ts': 'export const lazy = 1;\n',
      'apps/web/app/features/cart/line.tsx': "export { Card } from '../catalog/card';\n",
    });
    const { problems } = await checkArchitecture(root);
    expect(problems.map((p) => p.heading)).toEqual([
      'web: cycle between feature folders cart, catalog (one loop: cart → catalog → cart)',
      'web: a feature imports another feature',
    ]);
    expect(problems[1].lines).toEqual([
      'apps/web/app/features/cart/line.tsx → apps/web/app/features/catalog/card.tsx',
      'apps/web/app/features/catalog/card.tsx → apps/web/app/features/cart/cart.tsx',
    ]);
  });

  it('treats every features/admin sub-folder as a feature of its own', async () => {
    const root = repo({
      ...CLEAN,
      'apps/web/app/features/admin/common/table.tsx': 'export const Table = 1;\n',
      'apps/web/app/features/admin/orders/orders.ts':
        "import { Table } from '../common/table';\nexport const o = Table;\n",
    });
    const { problems } = await checkArchitecture(root);
    expect(problems).toEqual([
      {
        heading: 'web: a feature imports another feature',
        lines: [
          'apps/web/app/features/admin/orders/orders.ts → apps/web/app/features/admin/common/table.tsx',
        ],
      },
    ]);
  });

  it('fails when the ~/ alias stops resolving instead of passing silently', async () => {
    const root = repo(
      {
        ...CLEAN,
        'apps/web/app/features/catalog/card.tsx':
          "import { C } from '~/features/cart/cart';\nexport const D = C;\n",
      },
      {
        webTsconfig: { ...WEB_TSCONFIG, compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } },
      },
    );
    const { ok, problems } = await checkArchitecture(root);
    expect(ok).toBe(false);
    expect(problems[0]).toEqual({
      heading: 'web: imports that do not resolve',
      lines: [
        "apps/web/app/features/cart/cart.tsx → '~/lib/format'",
        "apps/web/app/features/catalog/card.tsx → '~/features/cart/cart'",
      ],
    });
  });

  it("reports the server's lib/ importing a plugin, but not a test of lib/ loading the app", async () => {
    const result = await checkArchitecture(
      repo({
        ...CLEAN,
        'apps/server/src/plugins/security.ts': 'export const nul = 0;\n',
        'apps/server/src/lib/form.ts': "import { nul } from '../plugins/security';\nexport const f = nul;\n",
        'apps/server/src/lib/form.test.ts': "import { a } from '../modules/a/a';\nexport const t = a;\n",
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        heading: 'server: src/lib/ imports a layer above it',
        lines: ['apps/server/src/lib/form.ts → apps/server/src/plugins/security.ts'],
      },
    ]);
  });

  it('fails when a tree has no module folders at all', async () => {
    const root = repo({ 'apps/web/app/features/cart/cart.tsx': 'export const C = 1;\n' });
    const { ok, problems } = await checkArchitecture(root);
    expect(ok).toBe(false);
    expect(problems.map((p) => p.heading)).toContain('server: no module folders found under apps/server');
  });
});

describe('folderUnit', () => {
  it('folds a file into its folder, admin sub-folders one level down', () => {
    expect(folderUnit('src/modules/orders/orders.service.ts', 'src/modules/')).toBe('orders');
    expect(folderUnit('src/modules/index.ts', 'src/modules/')).toBeNull();
    expect(folderUnit('src/lib/x.ts', 'src/modules/')).toBeNull();
    expect(folderUnit('app/features/admin/orders/p.tsx', 'app/features/', ['admin'])).toBe('admin/orders');
    expect(folderUnit('app/features/admin/x.ts', 'app/features/', ['admin'])).toBe('admin');
  });
});
