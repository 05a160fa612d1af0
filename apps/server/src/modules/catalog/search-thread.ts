/**
 * The search on a thread of its own (ADR 0024). Under a search load the main thread was the
 * whole bottleneck (its event loop busy all the time) while the second core sat ~40% idle. The
 * search's own work (the text's matches and relevance, filters, the page, the facets) now runs
 * in a worker thread (search-worker.ts) that holds the catalog index and the search caches; the
 * main thread keeps HTTP, validation, and the answer's JSON, made from its own product cache.
 * Only the page's ids, the total and the facets' JSON text cross between the threads.
 *
 * The thread is an optimisation, never a dependency: until it is ready, while it restarts after
 * a crash, and for the requests in flight when it died or failed, the main thread's catalog
 * computes the same page in process (the same code, so the same answer).
 */
import { Worker } from 'node:worker_threads';
import type { SearchQuery } from '@seoul-glow/shared';
import type { SearchPage } from './catalog-search';

export interface SearchThreadData {
  databaseUrl: string;
}

export type ToSearch =
  { kind: 'search'; id: number; query: SearchQuery } | { kind: 'changed' } | { kind: 'close' };

export type ToMain =
  | { kind: 'ready' }
  | { kind: 'page'; id: number; page: SearchPage }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'warn'; message: string }
  | { kind: 'closed' };

export interface SearchThreadOptions extends SearchThreadData {
  /** The worker's script: dist/search-worker.js next to dist/main.js when built. */
  script: URL;
  /** Node options of the worker (tests run the TypeScript source through tsx). */
  execArgv?: string[];
  /** The main thread's page for the same query, used whenever the thread cannot answer. */
  fallback: (query: SearchQuery) => Promise<SearchPage>;
  warn: (message: string, err?: unknown) => void;
}

interface Waiting {
  query: SearchQuery;
  resolve: (page: SearchPage) => void;
  reject: (err: Error) => void;
}

/**
 * A crashed thread is started again after this long, doubled after each start that did not get
 * as far as ready (a database that is down, say), up to a minute; meanwhile the main thread answers.
 */
const RESTART_AFTER_MS = 1000;
const RESTART_AFTER_MAX_MS = 60_000;

/**
 * The worker's heap: the catalog index and the search caches the main thread no longer builds
 * (bench/README.md, Memory), with room to collect.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

export class SearchThread {
  private worker: Worker | null = null;
  private ready = false;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private restartTimer: NodeJS.Timeout | null = null;
  private restartAfter = RESTART_AFTER_MS;
  private closing: Promise<void> | null = null;
  /** Pages the thread gave, and pages the main thread computed in its place (tests). */
  answered = 0;
  fellBack = 0;

  constructor(private readonly options: SearchThreadOptions) {
    this.start();
  }

  /** One page of the search: its products' ids, the total and the facets as JSON text. */
  page(query: SearchQuery): Promise<SearchPage> {
    const worker = this.worker;
    if (!worker || !this.ready) return this.fallback(query);
    const id = this.nextId++;
    return new Promise<SearchPage>((resolve, reject) => {
      this.waiting.set(id, { query, resolve, reject });
      worker.postMessage({ kind: 'search', id, query } satisfies ToSearch);
    });
  }

  /**
   * This process changed the catalog: the thread drops its cache before it reads any search
   * sent after this call (messages arrive in order), as the main thread's cache does.
   */
  changed(): void {
    this.worker?.postMessage({ kind: 'changed' } satisfies ToSearch);
  }

  /** Whether searches go to the thread now. */
  get running(): boolean {
    return this.ready;
  }

  /** Ends the thread: for tests of what happens when it crashes. */
  async crashForTest(): Promise<void> {
    await this.worker?.terminate();
  }

  close(): Promise<void> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private async stop() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const worker = this.worker;
    this.ready = false;
    if (!worker) return;
    const closed = new Promise<void>((resolve) => {
      worker.on('message', (m: ToMain) => m.kind === 'closed' && resolve());
      worker.once('exit', () => resolve());
    });
    worker.postMessage({ kind: 'close' } satisfies ToSearch);
    // The thread closes its LISTEN connection and pool; bounded, then it is ended.
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000).unref())]);
    await worker.terminate();
  }

  private fallback(query: SearchQuery): Promise<SearchPage> {
    this.fellBack++;
    return this.options.fallback(query);
  }

  private start() {
    if (this.closing) return;
    const { script, execArgv, databaseUrl } = this.options;
    const worker = new Worker(script, {
      workerData: { databaseUrl } satisfies SearchThreadData,
      resourceLimits: RESOURCE_LIMITS,
      ...(execArgv ? { execArgv } : {}),
    });
    this.worker = worker;
    worker.unref();
    worker.on('message', (message: ToMain) => this.receive(message));
    worker.on('error', (err) => this.options.warn('search thread failed', err));
    worker.on('exit', (code) => this.exited(worker, code));
  }

  private receive(message: ToMain) {
    switch (message.kind) {
      case 'ready':
        this.ready = !this.closing;
        this.restartAfter = RESTART_AFTER_MS;
        break;
      case 'page': {
        const waiting = this.take(message.id);
        if (!waiting) return;
        this.answered++;
        waiting.resolve(message.page);
        break;
      }
      case 'failed': {
        // Its database connection failed, say: the main thread tries the same query.
        const waiting = this.take(message.id);
        if (waiting) this.fallback(waiting.query).then(waiting.resolve, waiting.reject);
        break;
      }
      case 'warn':
        this.options.warn(message.message);
        break;
      case 'closed':
        break;
    }
  }

  private take(id: number): Waiting | undefined {
    const waiting = this.waiting.get(id);
    this.waiting.delete(id);
    return waiting;
  }

  private exited(worker: Worker, code: number) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = false;
    // Nothing waits for a thread that is gone: the main thread answers what it had been asked.
    for (const [id, waiting] of this.waiting) {
      this.waiting.delete(id);
      this.fallback(waiting.query).then(waiting.resolve, waiting.reject);
    }
    if (this.closing) return;
    this.options.warn(`search thread stopped (exit code ${code}); restarting it in ${this.restartAfter} ms`);
    this.restartTimer = setTimeout(() => this.start(), this.restartAfter);
    this.restartAfter = Math.min(this.restartAfter * 2, RESTART_AFTER_MAX_MS);
    this.restartTimer.unref();
  }
}
