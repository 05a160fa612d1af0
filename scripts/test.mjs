// `npm test`: every test. Unit and integration (Vitest, real PostgreSQL), then end-to-end
// (Playwright in Debian's Chromium against the production build). Extra arguments go to both.
import { spawnSync } from 'node:child_process';
import { ensureBuild, root } from './build-state.mjs';

/** Runs a step and prints its time, so a log shows where a run's minutes go. */
function run(name, cmd, args) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(`[seoul-glow] ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

ensureBuild();
const unit = run('vitest', 'npx', ['vitest', 'run']);
const e2e = run('end-to-end', 'npx', ['playwright', 'test']);
if (unit !== 0 || e2e !== 0) {
  console.error(`[seoul-glow] tests failed: vitest exit ${unit}, playwright exit ${e2e}`);
  process.exit(1);
}
