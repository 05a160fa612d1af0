/**
 * docs/architecture.md#running crash safety: the server killed with SIGKILL in the middle of writes (and its
 * database with it, as in a power loss) comes back on the next start with every acknowledged
 * row, and does not seed the demo catalog twice.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectToEmbedded,
  isRunning,
  postmasterPid,
  startServerProcess,
  type ServerProcess,
} from './server-process';

const ADMIN = { ADMIN_EMAIL: 'crash-owner@example.com', ADMIN_PASSWORD: 'crash-owner-password' };
let dataDir: string;
let current: ServerProcess | undefined;

afterAll(async () => {
  await current?.stop('SIGTERM');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('crash safety of the embedded database', { timeout: 180_000 }, () => {
  it('keeps every acknowledged write after SIGKILL of the server and its database', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-crash-'));
    await fs.chmod(dataDir, 0o755);
    const env = { ...ADMIN, DATA_DIR: dataDir, SEED_DEMO: '1' };

    current = await startServerProcess(env);
    const seeded = await connectToEmbedded(dataDir);
    const productsBefore = Number((await seeded.query('SELECT count(*) FROM products')).rows[0].count);
    await seeded.end();
    expect(productsBefore).toBeGreaterThanOrEqual(40);

    const token = await signIn(current.url);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop && i < 500; i++) {
        const email = `w${worker}-${i}@example.com`;
        try {
          const res = await fetch(`${current!.url}/api/Auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ fullName: `Writer ${worker}`, email, password: 'rose-petal-123' }),
          });
          if (res.status === 200) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 25) await new Promise((r) => setTimeout(r, 20));

    // Power loss: the server process and the database server die at once, mid-write.
    const pgPid = await postmasterPid(dataDir);
    current.child.kill('SIGKILL');
    if (pgPid) process.kill(pgPid, 'SIGKILL');
    stop = true;
    await Promise.all(writers);
    const acked = [...acknowledged];

    current = await startServerProcess(env);
    const client = await connectToEmbedded(dataDir);
    const { rows } = await client.query<{ email: string }>('SELECT email FROM admin_users');
    const stored = new Set(rows.map((r) => r.email));
    for (const email of acked) expect(stored.has(email), `${email} was acknowledged`).toBe(true);
    const productsAfter = Number((await client.query('SELECT count(*) FROM products')).rows[0].count);
    expect(productsAfter).toBe(productsBefore);
    await client.end();

    // The restarted server works normally.
    const health = await fetch(`${current.url}/api/health`);
    expect(health.status).toBe(200);

    // A clean stop exits 0 and stops the embedded database.
    const pidAfter = await postmasterPid(dataDir);
    const stopping = current;
    expect(await stopping.stop('SIGTERM'), stopping.output()).toBe(0);
    current = undefined;
    expect(isRunning(pidAfter!)).toBe(false);
  });

  it('recovers when only the server process was killed and its database was left running', async () => {
    const env = { ...ADMIN, DATA_DIR: dataDir, SEED_DEMO: '1' };
    current = await startServerProcess(env);
    const orphan = await postmasterPid(dataDir);
    current.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    expect(isRunning(orphan!)).toBe(true); // still running, orphaned

    current = await startServerProcess(env);
    const products = await fetch(`${current.url}/api/Products/getAllProducts`);
    expect(products.status).toBe(200);
    // A client that never reads its response keeps the connection busy: shutdown must not wait
    // for it forever (the drain window closes it), and still exits 0.
    const stalled = await fetch(`${current.url}/api/Products/getAllProducts`);
    expect(stalled.status).toBe(200);
    await products.arrayBuffer();
    const stopped = current;
    expect(await stopped.stop('SIGTERM'), stopped.output()).toBe(0);
    current = undefined;
  });
});
