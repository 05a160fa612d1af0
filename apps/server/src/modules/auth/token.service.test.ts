import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { appSecrets } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { TokenService } from './token.service';

let database: TestDatabase;
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-token-'));
  dirs.push(dir);
  return dir;
}

beforeEach(async () => {
  database ??= await createTestDatabase();
  await database.db.delete(appSecrets);
});
afterAll(async () => {
  await database?.close();
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

it('generates one secret in the database that instances with different DATA_DIRs share', async () => {
  const [one, two] = await Promise.all([
    TokenService.create(undefined, { db: database.db, dataDir: await tempDir() }),
    TokenService.create(undefined, { db: database.db, dataDir: await tempDir() }),
  ]);
  const { token } = await one.issue({ userId: 7, role: 'admin', tokenVersion: 0 });
  expect(await two.verify(token)).toMatchObject({ userId: 7, role: 'admin', tokenVersion: 0 });
  expect(await database.db.select().from(appSecrets)).toHaveLength(1);
});

it('carries a secret kept in DATA_DIR by an older version over, so its tokens stay valid', async () => {
  const legacy = 'l'.repeat(64);
  const dir = await tempDir();
  await fs.writeFile(path.join(dir, '.jwt-secret'), `${legacy}\n`);
  const old = await TokenService.create(legacy, { db: database.db, dataDir: dir });
  const { token } = await old.issue({ userId: 3, role: 'superadmin', tokenVersion: 0 });

  const upgraded = await TokenService.create(undefined, { db: database.db, dataDir: dir });
  expect(await upgraded.verify(token)).toMatchObject({ userId: 3, role: 'superadmin', tokenVersion: 0 });
  const elsewhere = await TokenService.create(undefined, { db: database.db, dataDir: await tempDir() });
  expect(await elsewhere.verify(token)).toMatchObject({ userId: 3, role: 'superadmin', tokenVersion: 0 });
});

it('prefers JWT_SECRET over the stored secret', async () => {
  const stored = await TokenService.create(undefined, { db: database.db, dataDir: await tempDir() });
  const configured = await TokenService.create('c'.repeat(40), { db: database.db, dataDir: await tempDir() });
  const { token } = await configured.issue({ userId: 1, role: 'admin', tokenVersion: 0 });
  expect(await stored.verify(token)).toBeNull();
  expect(await configured.verify(token)).toMatchObject({ userId: 1, role: 'admin', tokenVersion: 0 });
});
