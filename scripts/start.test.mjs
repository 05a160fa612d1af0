// Process tests of `npm start` (docs/architecture.md#running): every usual way of stopping the
// store stops the server and its embedded PostgreSQL within seconds and frees the port.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  makeAppCopy,
  portIsFree,
  postgresProcessesIn,
  processesMentioning,
} from './app-fixture.mjs';

let app;
let dataDir;

beforeAll(async () => {
  app = await makeAppCopy();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-start-data-'));
  await fs.chmod(dataDir, 0o755);
}, 60_000);

afterAll(async () => {
  // A failed test may leave its store running: stop whatever is left of this copy.
  for (const pid of processesMentioning(app)) process.kill(pid, 'SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  if (app) await fs.rm(app, { recursive: true, force: true });
});

/** `node scripts/start.mjs` (or `npm start`) in its own process group, as a terminal runs it. */
async function start(command = [process.execPath, 'scripts/start.mjs'], env = {}) {
  const port = await freePort();
  const child = spawn(command[0], command.slice(1), {
    cwd: app,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED_DEMO: '0',
      PRERENDER_PAGES: '0',
      ADMIN_EMAIL: 'stop-owner@example.com',
      ADMIN_PASSWORD: 'stop-owner-password',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, port, output: () => output, exited };
}

async function until(check, what, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function ready(store) {
  await until(() => /ready at http/.test(store.output()), 'no "ready"', 60_000, store.output);
  expect(postgresProcessesIn(path.join(dataDir, 'pg')).length).toBeGreaterThan(0);
}

/** After a stop: nothing of the copy's server or of the cluster runs, and the port is free. */
// Seconds on an idle machine; the bounds leave room for a shared, busy one.
async function expectStopped(store, withinMs = 15_000) {
  const started = Date.now();
  await until(
    () => processesMentioning(app).length === 0 && postgresProcessesIn(path.join(dataDir, 'pg')).length === 0,
    'server or PostgreSQL still running',
    withinMs,
    store.output,
  );
  expect(await portIsFree(store.port)).toBe(true);
  return Date.now() - started;
}

describe('npm start stops, however it is stopped', { timeout: 120_000 }, () => {
  it('Ctrl-C (SIGINT to the process group)', async () => {
    const store = await start();
    await ready(store);
    process.kill(-store.child.pid, 'SIGINT');
    await expectStopped(store);
    expect((await store.exited).code).toBe(0);
    expect(store.output()).toMatch(/SIGINT: stopping/);
    // One signal, one shutdown: the server did not see it twice.
    expect(store.output()).not.toMatch(/already stopping/);
    // One kind of line from start to stop: the server's own and its framework's alike.
    const lines = store.output().split('\n').filter(Boolean);
    expect(lines.filter((line) => !line.startsWith('[seoul-glow] '))).toEqual([]);
    expect(lines.some((line) => line.includes('Server listening at'))).toBe(true);
  });

  it('SIGTERM to the process group (docker stop, systemd)', async () => {
    const store = await start();
    await ready(store);
    process.kill(-store.child.pid, 'SIGTERM');
    await expectStopped(store);
    expect((await store.exited).code).toBe(0);
  });

  it('SIGTERM to the start script alone', async () => {
    const store = await start();
    await ready(store);
    store.child.kill('SIGTERM');
    await expectStopped(store);
    expect((await store.exited).code).toBe(0);
  });

  it('SIGTERM to `npm start` alone (npm and its shell die, the script is left)', async () => {
    const store = await start(['npm', 'start', '--silent']);
    await ready(store);
    store.child.kill('SIGTERM');
    await expectStopped(store);
    expect(store.output()).toMatch(/npm exited: stopping the store/);
  });

  it('a second signal during the shutdown hurries it, and still stops the database', async () => {
    const store = await start();
    await ready(store);
    process.kill(-store.child.pid, 'SIGTERM');
    // The second one lands while the first shutdown is still under way (the database stopping).
    await until(() => /SIGTERM: stopping/.test(store.output()), 'no shutdown', 5_000, store.output);
    process.kill(-store.child.pid, 'SIGTERM');
    const took = await expectStopped(store);
    expect(took).toBeLessThan(15_000);
    expect((await store.exited).code).toBe(0);
    expect(store.output()).toMatch(/already stopping/);
  });

  it('SIGKILL of the start script: the server notices and stops its database', async () => {
    const store = await start();
    await ready(store);
    store.child.kill('SIGKILL');
    await expectStopped(store);
    expect(store.output()).not.toMatch(/failed/);
  });

  it('Ctrl-C while the store is still starting', async () => {
    await fs.rm(path.join(dataDir, 'pg'), { recursive: true, force: true });
    const store = await start();
    // The database is up (initialised), the store not yet ready.
    await until(
      () => postgresProcessesIn(path.join(dataDir, 'pg')).length > 0,
      'no PostgreSQL',
      60_000,
      store.output,
    );
    process.kill(-store.child.pid, 'SIGINT');
    // The stop waits for the database's start (pg_ctl start -w) to finish, then stops it.
    await expectStopped(store, 60_000);
    expect(store.output()).not.toMatch(/ready at http/);
  });
});
