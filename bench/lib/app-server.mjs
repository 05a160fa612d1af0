// The production server as every benchmark starts it: the build's apps/server/dist/main.js with
// the Node flags `npm start` uses (serverNodeArgs), healthy once GET /api/health answers 200.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { serverNodeArgs } from '../../scripts/build-state.mjs';

/**
 * Starts the server and resolves with its child process once it is healthy; rejects (and stops
 * it) when it exits first or is not healthy within `timeoutMs`. Health is polled with node:http,
 * not fetch, which refuses some ports outright (4190 is a "bad port" of the Fetch standard).
 */
export function startAppServer({ appRoot, port, env, nodeArgs = [], timeoutMs = 60_000, pollMs = 50 }) {
  const child = spawn(
    process.execPath,
    [...serverNodeArgs(), ...nodeArgs, path.join(appRoot, 'apps/server/dist/main.js')],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (!error) return resolve(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      reject(error);
    };
    const deadline = setTimeout(
      () => settle(new Error(`server did not become healthy in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('exit', (code) => settle(new Error(`server exited with ${code} before it was healthy`)));
    const poll = () => {
      if (settled) return;
      http
        .get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
          res.resume();
          if (res.statusCode === 200) settle();
          else setTimeout(poll, pollMs);
        })
        .on('error', () => setTimeout(poll, pollMs));
    };
    poll();
  });
}

/** Stops a child process with SIGTERM (SIGKILL after `graceMs`) and waits for it to exit. */
export function stopProcess(child, graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The environment of a server on a bench database: loopback, quiet logs, no demo seed. */
export function benchServerEnv({ databaseUrl, dataDir, port, ...extra }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ...extra,
  };
}
