// `npm test`: every test. Unit and integration (Vitest, real PostgreSQL), then end-to-end
// (Playwright in Debian's Chromium against the production build). Extra arguments go to both.
import { spawnSync } from 'node:child_process';
import { ensureBuild, root } from './build-state.mjs';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

ensureBuild();
const unit = run('npx', ['vitest', 'run']);
const e2e = run('npx', ['playwright', 'test']);
if (unit !== 0 || e2e !== 0) {
  console.error(`[seoul-glow] tests failed: vitest exit ${unit}, playwright exit ${e2e}`);
  process.exit(1);
}
