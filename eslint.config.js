import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // sharp and tesseract.js cost ~27 MB of resident memory once loaded: the server loads them on
    // first use (apps/server/src/lib/load-on-use.ts), not at start. Tests may import them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/lib/load-on-use.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['sharp', 'tesseract.js'].map((name) => ({
          name,
          allowTypeImports: true,
          message: `Load ${name} on first use with lib/load-on-use.ts: it costs resident memory from the start.`,
        })),
      ],
    },
  },
  {
    // CommonJS on purpose: eslint-module-utils loads import resolvers with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  webBoundaries(),
);

/**
 * One-way imports in the web app (docs/architecture.md#layers): ui and lib know no app code
 * above them, shared components build on ui and lib, a feature uses those and its own folder only,
 * routes compose features. Each folder under features/ (and under features/admin/) is one
 * feature, so no feature can reach into another and no two can form a cycle.
 */
function webBoundaries() {
  const app = 'apps/web/app';
  const is = (type) => ({ to: { element: { type } } });
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [path.resolve('apps/web/scripts/eslint-alias-resolver.cjs')]: {} },
      'boundaries/include': [`${app}/**/*`],
      'boundaries/elements': [
        { type: 'ui', pattern: `${app}/components/ui`, partialMatch: false },
        { type: 'components', pattern: `${app}/components/*`, capture: ['group'], partialMatch: false },
        { type: 'lib', pattern: `${app}/lib`, partialMatch: false },
        { type: 'feature', pattern: `${app}/features/admin/*`, capture: ['feature'], partialMatch: false },
        { type: 'feature', pattern: `${app}/features/*`, capture: ['feature'], partialMatch: false },
        { type: 'route', pattern: `${app}/routes`, partialMatch: false },
        { type: 'root', pattern: `${app}/*.{ts,tsx}`, partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.element.type}} {{from.element.path}} may not import {{to.element.path}}',
          policies: [
            { from: { element: { type: 'ui' } }, allow: [is('ui')] },
            { from: { element: { type: 'lib' } }, allow: [is('lib')] },
            { from: { element: { type: 'components' } }, allow: [is('ui'), is('lib'), is('components')] },
            {
              from: { element: { type: 'feature' } },
              allow: [
                is('ui'),
                is('lib'),
                is('components'),
                { to: { element: { type: 'feature', path: '{{ from.element.path }}' } } },
              ],
            },
            {
              from: { element: { type: 'route' } },
              allow: [is('ui'), is('lib'), is('components'), is('feature'), is('route')],
            },
            { from: { element: { type: 'root' } }, allow: [is('*')] },
          ],
        },
      ],
    },
  };
}
