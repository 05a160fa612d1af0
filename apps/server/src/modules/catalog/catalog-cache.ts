/**
 * Keeps one process's catalog cache correct, also when several server processes share
 * one PostgreSQL:
 *
 * - Content (products, images, categories): triggers (migration 0003_catalog_version) bump
 *   `catalog_state.version` in every writing transaction and NOTIFY `catalog_changed` on commit.
 *   Each process LISTENs and drops its cache as soon as the notification arrives; a write made
 *   through this process drops it before the write's response is sent (`catalogChanged`). Should
 *   the listening connection fail, the version row, read with the stock below, still catches the
 *   change: another process's edit shows at the latest STOCK_MAX_AGE_MS later.
 * - Stock changes with every order, so it is not part of the version (one row bumped by every
 *   checkout would serialise them). Instead a read never uses a stock snapshot older than
 *   STOCK_MAX_AGE_MS (1 s): while reads come in, the snapshot (every product's stock in one
 *   query) is renewed in the background every REFRESH_EVERY_MS, and a read after a quiet spell
 *   waits for a new one. So a product sold out by an order shows out of stock within a second,
 *   on every process. Checkout itself always re-checks stock in its transaction.
 */
import pg from 'pg';
import { afterCommit } from '../../db/ambient-transaction';
import type { Db } from '../../db/client';

export const STOCK_MAX_AGE_MS = 1000;
const REFRESH_EVERY_MS = 500;
/** No reads for this long: stop polling until the next read. */
const IDLE_AFTER_MS = 10_000;
const RELISTEN_AFTER_MS = 1000;

const CHANNEL = 'catalog_changed';
const FRESHNESS_QUERY = `SELECT (SELECT version::text FROM catalog_state WHERE id = 1) AS version,
  string_agg(id::text || ':' || stock_quantity::text, ',') AS stock FROM products`;

/** The caches of every service built on one database handle, for writers in the same process. */
const registry = new WeakMap<object, Set<CatalogFreshness>>();

/**
 * Called by this process's catalog writers right after their commit: the next read (here) sees
 * the change without waiting for the notification. Other processes learn it from NOTIFY.
 */
export function catalogChanged(db: Db): void {
  // Inside a request's transaction (an admin write), only once the change is visible to readers.
  afterCommit(() => {
    for (const freshness of registry.get(db) ?? []) freshness.invalidate();
    for (const fn of localChangeListeners.get(db) ?? []) fn();
  });
}

const localChangeListeners = new WeakMap<object, Set<() => void>>();

/**
 * Called on this process's own catalog writes (catalogChanged), not on other processes' (those
 * come by NOTIFY): the search thread hears of them before any later search (search-thread.ts).
 */
export function onLocalCatalogChange(db: Db, fn: () => void): () => void {
  let set = localChangeListeners.get(db);
  if (!set) localChangeListeners.set(db, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export interface FreshnessOptions {
  /** Listen for other processes' changes (default true). */
  listen?: boolean;
  onError?: (err: unknown) => void;
}

export class CatalogFreshness {
  /** Bumped on every content change: caches drop entries of an older generation. */
  generation = 0;
  /** Bumped whenever a new stock snapshot differs from the last (what is derived from stock keys on it). */
  stockVersion = 0;
  private version: string | null = null;
  private stock = new Map<number, number>();
  private stockText = '';
  /** When the stock snapshot's query started (ms since epoch); 0 = none yet. */
  private stockAt = 0;
  private refreshing: Promise<void> | null = null;
  private lastRead = 0;
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private listening = false;
  private lastListenAttempt = 0;
  private closed = false;
  private readonly listeners: (() => void)[] = [];
  private readonly pool: pg.Pool;

  constructor(
    private readonly db: Db,
    private readonly options: FreshnessOptions = {},
  ) {
    this.pool = (db as Db & { $client: pg.Pool }).$client;
    let set = registry.get(db);
    if (!set) registry.set(db, (set = new Set()));
    set.add(this);
  }

  onInvalidate(fn: () => void): void {
    this.listeners.push(fn);
  }

  invalidate(): void {
    this.generation++;
    for (const fn of this.listeners) fn();
  }

  /** Awaited by every read: starts the machinery, and renews a stock snapshot that is too old. */
  async fresh(): Promise<void> {
    const now = Date.now();
    this.lastRead = now;
    if (!this.timer && !this.closed) this.start();
    for (let i = 0; i < 2 && Date.now() - this.stockAt > STOCK_MAX_AGE_MS; i++) await this.refresh();
  }

  /** When the stock snapshot's query started (ms since epoch); 0 = none yet. */
  get snapshotAt(): number {
    return this.stockAt;
  }

  /** Stock of a product whose row was read at `loadedAt`: the newer of the row and the snapshot. */
  stockOf(id: number, fromRow: number, loadedAt: number): number {
    if (loadedAt >= this.stockAt) return fromRow;
    return this.stock.get(id) ?? fromRow;
  }

  /** A pool for text searches: PostgreSQL's planner has to be kept off sequential scans there. */
  searchPool(): pg.Pool {
    this.searchConnections ??= (() => {
      const pool = new pg.Pool({
        ...(this.pool.options as pg.PoolConfig),
        max: 4,
        options: '-c enable_seqscan=off',
      });
      pool.on('error', () => undefined);
      return pool;
    })();
    return this.searchConnections;
  }
  private searchConnections: pg.Pool | null = null;

  async close(): Promise<void> {
    this.closed = true;
    registry.get(this.db)?.delete(this);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const listener = this.listener;
    this.listener = null;
    this.listening = false;
    await listener?.end().catch(() => undefined);
    await this.searchConnections?.end().catch(() => undefined);
    this.searchConnections = null;
    await this.refreshing?.catch(() => undefined);
  }

  private start() {
    this.timer = setInterval(() => this.tick(), REFRESH_EVERY_MS);
    this.timer.unref();
    if (this.options.listen !== false) void this.listen();
  }

  private tick() {
    const now = Date.now();
    if (
      this.options.listen !== false &&
      !this.listening &&
      now - this.lastListenAttempt > RELISTEN_AFTER_MS
    ) {
      void this.listen();
    }
    if (now - this.lastRead > IDLE_AFTER_MS) return;
    if (now - this.stockAt >= REFRESH_EVERY_MS) this.refresh().catch((err) => this.options.onError?.(err));
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.readFreshness().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async readFreshness() {
    const started = Date.now();
    const { rows } = await this.pool.query<{ version: string | null; stock: string | null }>(FRESHNESS_QUERY);
    const row = rows[0];
    const version = row?.version ?? null;
    if (version !== this.version) {
      // A change whose notification was missed (or not yet delivered).
      if (this.version !== null) this.invalidate();
      this.version = version;
    }
    // Unchanged since the last snapshot (no order, no edit): keep the parsed map. Parsing 10,000
    // pairs twice a second blocked the event loop for milliseconds (visible in p99 latency).
    const text = row?.stock ?? '';
    if (text !== this.stockText) {
      const stock = new Map<number, number>();
      if (text) {
        for (const pair of text.split(',')) {
          const colon = pair.indexOf(':');
          stock.set(Number(pair.slice(0, colon)), Number(pair.slice(colon + 1)));
        }
      }
      this.stock = stock;
      this.stockText = text;
      this.stockVersion++;
    }
    this.stockAt = started;
  }

  private async listen() {
    if (this.closed || this.listener) return;
    this.lastListenAttempt = Date.now();
    const client = new pg.Client(this.pool.options as pg.ClientConfig);
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      // Notifications may have been missed while the connection was down.
      if (this.listening) this.invalidate();
      this.listening = false;
      void client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL) this.invalidate();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.listener !== client || this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.listening = true;
      // Changes made before LISTEN took effect were not notified.
      this.invalidate();
    } catch (err) {
      // A stop during the connect ends it on purpose: nothing to report.
      if (!this.closed) this.options.onError?.(err);
      lost();
    }
  }
}
