import { searchWorkerScript } from './search-worker-build';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { insertAdmin } from '../src/modules/users/users.repository';
import { loadWebBuild, type WebBuild } from '../src/plugins/web-app';
import { checkEveryResponse } from './api';
import { createTestDatabase, type TestDatabase } from './db';

/** The web app's server build, which `npm test` builds first: no page renders without it. */
export async function requireWebBuild(): Promise<WebBuild> {
  const web = await loadWebBuild();
  if (!web) throw new Error('apps/web/build is missing: run npm run build first');
  return web;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * buildApp on a fresh database and a temporary DATA_DIR, silent, for inject() tests; every
 * answer of its inject() is checked against the endpoint's contract (api.ts).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    web?: WebBuild | null;
    logStream?: Writable;
    /** Run the search thread (search-thread.ts), its worker bundled from the source. */
    searchThread?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Background renders would race the assertions on the page cache; its own tests turn it on.
    PRERENDER_PAGES: '0',
    ...options.env,
  });
  const app = await buildApp(config, {
    database: { db: database.db, pool: database.pool, close: async () => undefined },
    web: options.web ?? null,
    logStream: options.logStream,
    searchThread: options.searchThread
      ? { script: await searchWorkerScript(), databaseUrl: database.url }
      : undefined,
  });
  await app.ready();
  checkEveryResponse(app);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A log stream for createTestApp's logStream that keeps every line it is written, in order. */
export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

export const TEST_PASSWORD = 'correct horse battery';

export async function createAdmin(
  t: TestApp,
  overrides: Partial<{
    email: string;
    role: 'admin' | 'superadmin';
    status: 'active' | 'inactive';
    fullName: string;
  }> = {},
) {
  return insertAdmin(t.database.db, {
    fullName: overrides.fullName ?? 'Test Admin',
    email: overrides.email ?? `admin-${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: overrides.role ?? 'superadmin',
    status: overrides.status ?? 'active',
  });
}

/** Signs in through the real endpoint and returns the bearer token. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}
