/**
 * Where the embedded PostgreSQL runs from when we are root (docs/architecture.md#running).
 *
 * PostgreSQL refuses to run as root, so it runs as the `postgres` system user, which must reach
 * its binaries and its cluster. A checkout in a folder others cannot enter (root's home, a
 * `mktemp -d` folder) blocks it. Then, and only then:
 * - the binaries are copied once per version to /var/lib/seoul-glow/postgresql-<version>;
 * - the cluster lives in /var/lib/seoul-glow/clusters/<id>/pg, and DATA_DIR/pg is a symbolic link
 *   to it (the start log says where); a file beside it names the DATA_DIR it belongs to.
 * A DATA_DIR/pg the postgres user can reach stays where it is, as before. An existing cluster it
 * cannot reach (a checkout moved into a private folder) is moved, never re-created.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface RunAs {
  uid: number;
  gid: number;
}

export interface Binaries {
  pgCtl: string;
  initdb: string;
}

type Log = (message: string) => void;
/** Runs `test -x target` as the postgres user: whether it can reach (traverse or run) it. */
export type CanReach = (target: string) => Promise<boolean>;

export const SYSTEM_HOME = '/var/lib/seoul-glow';

/** The binaries, copied where the postgres user can run them if it cannot run them where they are. */
export async function reachableBinaries(bins: Binaries, canReach: CanReach, log: Log): Promise<Binaries> {
  if (await canReach(bins.pgCtl)) return bins;
  const native = path.dirname(path.dirname(bins.pgCtl));
  const version = packageVersion(native);
  const home = path.join(SYSTEM_HOME, `postgresql-${version}`);
  const at = (bin: string) => path.join(home, 'bin', path.basename(bin));
  if (!existsSync(at(bins.pgCtl))) {
    log(`copying the PostgreSQL ${version} binaries to ${home} (the postgres user cannot reach ${native})`);
    await fs.mkdir(SYSTEM_HOME, { recursive: true, mode: 0o755 });
    await fs.chmod(SYSTEM_HOME, 0o755);
    // Copied under a temporary name and renamed: a start cut short never leaves half a copy in use.
    const staging = `${home}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      // The package's library links may be absolute paths into node_modules: copy what they point to.
      await fs.cp(native, staging, { recursive: true, dereference: true });
      await fs.rename(staging, home);
    } catch (err) {
      await fs.rm(staging, { recursive: true, force: true });
      if (!existsSync(at(bins.pgCtl))) throw err;
    }
  }
  return { pgCtl: at(bins.pgCtl), initdb: at(bins.initdb) };
}

function packageVersion(native: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    return pkg.version.replace(/[^A-Za-z0-9.-]/g, '_');
  } catch {
    return 'unknown';
  }
}

/**
 * The cluster directory PostgreSQL is given: `dir` itself when the postgres user can reach it,
 * else its home under SYSTEM_HOME, with `dir` a symbolic link to it.
 */
export async function reachableCluster(
  dir: string,
  runAs: RunAs,
  canReach: CanReach,
  log: Log,
): Promise<string> {
  const parent = path.dirname(dir);
  const link = await fs.lstat(dir).catch(() => null);
  if (link?.isSymbolicLink()) {
    const target = await fs.readlink(dir);
    log(`the embedded database lives in ${target}`);
    return target;
  }
  if (await canReach(parent)) return dir;

  const home = path.join(SYSTEM_HOME, 'clusters', randomBytes(6).toString('hex'));
  const target = path.join(home, 'pg');
  await fs.mkdir(home, { recursive: true, mode: 0o755 });
  await fs.chmod(path.join(SYSTEM_HOME), 0o755);
  await fs.chmod(path.join(SYSTEM_HOME, 'clusters'), 0o755);
  await fs.writeFile(path.join(home, 'DATA_DIR'), `${path.resolve(parent)}\n`);
  if (link?.isDirectory() && existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`moving the embedded database from ${dir} to ${target} (the postgres user cannot reach ${parent})`);
    await moveDirectory(dir, target);
  } else {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(target, { mode: 0o700 });
    await fs.chown(target, runAs.uid, runAs.gid);
  }
  await fs.symlink(target, dir);
  log(
    `the embedded database lives in ${target} (the postgres user cannot reach ${parent}; ${dir} links to it)`,
  );
  return target;
}

/** A rename when both are on one file system; else a copy that keeps owners, then the original goes. */
async function moveDirectory(from: string, to: string) {
  try {
    await fs.rename(from, to);
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
  }
  const staging = `${to}.tmp`;
  await fs.cp(from, staging, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  await copyOwners(from, staging);
  await fs.rename(staging, to);
  await fs.rm(from, { recursive: true, force: true });
}

async function copyOwners(from: string, to: string): Promise<void> {
  const stat = await fs.lstat(from);
  await fs.lchown(to, stat.uid, stat.gid);
  if (stat.isSymbolicLink()) return;
  await fs.chmod(to, stat.mode & 0o7777);
  if (!stat.isDirectory()) return;
  for (const entry of await fs.readdir(from)) await copyOwners(path.join(from, entry), path.join(to, entry));
}
