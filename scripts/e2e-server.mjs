// The server the end-to-end tests run against: the production build on a fresh DATA_DIR with the
// demo catalog and a known superadmin; removes its data when stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, serverNodeArgs } from './build-state.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-e2e-'));
// E2E_APP_ROOT runs a private copy of the build (scripts/e2e-private.sh) instead of this tree's.
const appRoot = process.env.E2E_APP_ROOT ?? root;
const child = spawn(process.execPath, [...serverNodeArgs(), path.join(appRoot, 'apps/server/dist/main.js')], {
  cwd: appRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'e2e-admin@seoulglow.example',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // Specs that need their own per-address counters (chat limit) send X-Forwarded-For.
    TRUST_PROXY: 'true',
    // The payment reconciler settles a paid checkout without its order after 3 s, not 2 minutes.
    PAYMENT_GRACE_SECONDS: '3',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
