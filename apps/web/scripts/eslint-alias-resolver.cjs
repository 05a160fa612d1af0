/**
 * eslint-plugin-boundaries resolves imports through eslint-import-resolver-node, which knows
 * nothing of the web app's `~/` alias (tsconfig `paths`, vite `resolve.alias`): without this,
 * every `~/features/...` import would be invisible to the boundary rules in eslint.config.js.
 */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const app = path.resolve(__dirname, '../app');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const target = source.startsWith('~/') ? path.join(app, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions, ...config });
};
