import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, report } from './check-docs.mjs';
import { anchorsOf } from './docs-repo.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const json = (value) => JSON.stringify(value, null, 2);

/** A tiny repository: `files` maps a path to its text; package.json files and the config are added. */
function repo(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sg-docs-'));
  roots.push(root);
  const all = {
    'package.json': json({
      name: 'shop',
      workspaces: ['apps/server', 'packages/shared'],
      scripts: { start: 'node start.mjs', test: 'vitest', lint: 'eslint .' },
      devDependencies: { '@fastify/static': '^9.0.0' },
    }),
    'apps/server/package.json': json({
      name: '@shop/server',
      scripts: { 'db:generate': 'drizzle-kit generate' },
    }),
    'packages/shared/package.json': json({ name: '@shop/shared', scripts: { 'gen:routes': 'node gen.mjs' } }),
    'apps/server/src/config.ts': 'export const env = z.object({ PORT: port, DATA_DIR: dir });\n',
    'apps/server/src/modules/orders/order-status.service.ts': 'export const x = 1;\n',
    'apps/server/src/db/README.md': '# db\n\nThe tables: `tables/`.\n',
    'apps/server/src/db/tables/orders.ts': 'export const orders = 1;\n',
    'apps/web/app/features/cart/cart.tsx': 'export const C = 1;\n',
    'scripts/bench.mjs': 'const root = process.env.SG_APP_ROOT;\n',
    'docs/decisions/0001-first.md': '# 0001\n',
    'docs/decisions/0002-second.md': '# 0002\n',
    'docs/decisions/README.md': '# Decisions\n',
    'docs/product.md': '# Product\n\n## Checkout\n\n### Planned\n\nNothing.\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const TRUE_README = [
  '# Shop',
  '',
  'Run `npm start`, `npm test`, `npm run lint`, `npm run db:generate -w apps/server` and',
  '`npm run gen:routes -w @shop/shared`. Configure `PORT`, `DATA_DIR` (`DATA_DIR/pg` holds the',
  'database), `SG_APP_ROOT=<dir>` for benchmarks; `NODE_ENV=production` is not checked here.',
  'Orders: `modules/orders/order-status.service.ts` (`order-status.service.ts`), the tables in',
  '`apps/server/src/db/tables/`, the cart in `features/cart/cart.tsx`; see',
  '[the product](docs/product.md#checkout), docs/product.md#planned and ADR 0001, ADRs 0001 and 0002.',
  'Served with @fastify/static; URLs such as `/api/Orders/place` and `s3://bucket/prefix` are not paths.',
  '',
  '```sh',
  'PORT=3000 npm start',
  '```',
  '',
].join('\n');

function messages(root) {
  return checkDocs(root).problems.map((p) => `${p.doc}:${p.line}: ${p.message}`);
}

describe('check-docs', () => {
  it('passes docs whose paths, scripts, variables, anchors and ADRs all exist', () => {
    const root = repo({ 'README.md': TRUE_README.replace('NODE_ENV=production', 'PORT=80') });
    const result = checkDocs(root);
    expect(result.problems).toEqual([]);
    expect(report(result)).toMatch(/^docs OK: 6 docs, \d+ paths, 6 npm scripts, \d+ environment variables/);
  });

  it('fails a path that does not exist, in backticks, in a link or in plain text', () => {
    const root = repo({
      'README.md': [
        '# Shop',
        '',
        'Reviews: `e2e/reviews.spec.ts`, `modules/orders/order-status.ts`, `features/reviews/`,',
        '`order-mail.ts`, [the spec](e2e/orders.spec.ts) and apps/server/src/lib/route.ts.',
        '',
      ].join('\n'),
    });
    expect(messages(root)).toEqual([
      'README.md:3: path e2e/reviews.spec.ts does not exist',
      'README.md:3: path modules/orders/order-status.ts does not exist',
      'README.md:3: path features/reviews/ does not exist',
      'README.md:4: path order-mail.ts does not exist',
      'README.md:4: path e2e/orders.spec.ts does not exist',
      'README.md:4: path apps/server/src/lib/route.ts does not exist',
    ]);
    expect(report(checkDocs(root))).toMatch(/docs check failed: 6 stale claim\(s\)/);
  });

  it('fails an anchor whose heading is gone and a link the doc folder does not hold', () => {
    const root = repo({
      'docs/architecture.md':
        '# A\n\nSee [planned](product.md#planned-work), [b](#layers) and [c](../README.md).\n',
      'README.md': '# Shop\n\nSee docs/product.md#checkout and [p](product.md).\n',
    });
    expect(messages(root)).toEqual([
      'README.md:3: path product.md does not exist',
      // `docs/` apart: the check reads this file too, and this anchor does not exist.
      `docs/architecture.md:3: no heading for ${'docs/'}product.md#planned-work`,
      'docs/architecture.md:3: no heading for the anchor #layers',
    ]);
  });

  it('fails an npm script missing from the package.json it runs in, and an unknown workspace', () => {
    const root = repo({
      'README.md':
        '# Shop\n\n`npm run db:generate` (root has none), `npm run gen:routes -w apps/server`,\n' +
        '`npm run build -w apps/nowhere` and, in prose, npm run bench.\n',
    });
    expect(messages(root)).toEqual([
      'README.md:3: npm script "db:generate" is not in package.json',
      'README.md:3: npm script "gen:routes" is not in apps/server/package.json',
      'README.md:4: npm workspace apps/nowhere does not exist',
      'README.md:4: npm script "bench" is not in package.json',
    ]);
  });

  it('fails an environment variable nothing reads, in backticks, as an assignment or in a command', () => {
    const root = repo({
      'README.md':
        '# Shop\n\nSet `SERVER_PORT` (renamed), `CACHE_DIR/pages`.\n\n```sh\nPAGE_CACHE_MB=20 npm start\n```\n',
    });
    expect(messages(root)).toEqual([
      'README.md:6: environment variable PAGE_CACHE_MB is read by neither config.ts nor a script',
      'README.md:3: environment variable SERVER_PORT is read by neither config.ts nor a script',
      'README.md:3: environment variable CACHE_DIR is read by neither config.ts nor a script',
    ]);
  });

  it('fails a package no package.json names, an ADR that is not there and a gap the README leaves out', () => {
    const root = repo({
      'README.md': '# Shop\n\nHeaders by @fastify/helmet (ADR 0003); files by `@fastify/static`.\n',
      'docs/decisions/0004-fourth.md': '# 0004\n',
    });
    expect(messages(root)).toEqual([
      'README.md:3: package @fastify/helmet is in no package.json',
      'README.md:3: ADR 0003 is not in docs/decisions/',
      'docs/decisions/README.md:1: ADR 0003 is missing and the README does not say why',
    ]);
    const explained = repo({
      'docs/decisions/0004-fourth.md': '# 0004\n',
      'docs/decisions/README.md': '# Decisions\n\n0003 was withdrawn before it was merged.\n',
    });
    expect(messages(explained)).toEqual([]);
  });

  it('leaves alone what a plan would create, build outputs and code that is not a path', () => {
    const root = repo({
      'README.md': [
        '# Shop',
        '',
        'A plan: `features/newsletter/` (new). Built: `apps/web/build/client`, `apps/server/dist/main.js`.',
        'Code: `request.audit.describe`, `features/<name>/`, `prefix/products/`, `FOR UPDATE SKIP LOCKED`.',
        '',
      ].join('\n'),
    });
    expect(messages(root)).toEqual([]);
  });

  it('fails a comment in code that cites a heading the docs no longer have', () => {
    // `docs/` apart from the rest: the check reads this file too, and these anchors do not exist.
    const cite = (anchor) => `// The rule of ${'docs/'}product.md#${anchor}.\nexport const x = 1;\n`;
    const root = repo({
      'apps/server/src/modules/orders/order-status.service.ts': cite('checkout'),
      'apps/web/app/features/cart/cart.tsx': `export const C = 1;\n${cite('cart-rules')}`,
    });
    expect(messages(root)).toEqual([
      `apps/web/app/features/cart/cart.tsx:2: no heading for ${'docs/'}product.md#cart-rules`,
    ]);
  });

  it('names anchors the way GitHub does, repeats numbered', () => {
    const anchors = anchorsOf(
      '# A store page: `GET /products/42`\n## Checkout\n### Checkout\n```\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual(['a-store-page-get-products42', 'checkout', 'checkout-1']);
  });
});
