import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

interface Ambient {
  tx: Tx;
  /** False once the transaction has ended: work it started later (a timer) uses the pool again. */
  open: boolean;
  afterCommit: (() => void)[];
}

const current = new AsyncLocalStorage<Ambient>();
const BASE = Symbol('the pool handle behind withAmbientTransactions');

/**
 * The database handle every service holds: outside `inTransaction` it is the pool's, inside it
 * is that transaction's, so a request's work (its services' own transactions as savepoints) commits
 * or rolls back as one without a service knowing (routes/admin-group.ts, docs/architecture.md).
 */
export function withAmbientTransactions(db: Db): Db {
  return new Proxy(db, {
    get(base, prop) {
      if (prop === BASE) return base;
      const ambient = current.getStore();
      const target = ambient?.open && prop in ambient.tx ? ambient.tx : base;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs `work` in one transaction that every query through `db` within it joins. What must only
 * happen once the change is visible to others (afterCommit) runs after the commit, and not at all
 * on a rollback.
 */
export async function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const pending: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    const ambient: Ambient = { tx, open: true, afterCommit: pending };
    try {
      return await current.run(ambient, work);
    } finally {
      ambient.open = false;
    }
  });
  for (const fn of pending) fn();
  return result;
}

/** Calls `fn` now, or after the commit of the transaction the caller is in (inTransaction). */
export function afterCommit(fn: () => void): void {
  const ambient = current.getStore();
  if (ambient?.open) ambient.afterCommit.push(fn);
  else fn();
}

/**
 * The handle that never joins a request's transaction: for what must stay written whatever the
 * request's outcome, such as the rate limits and sign-in throttles a refused call counts against.
 */
export function outsideRequestTransactions(db: Db): Db {
  return ((db as Db & { [BASE]?: Db })[BASE] ?? db) as Db;
}
