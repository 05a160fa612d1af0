/**
 * The Prometheus metrics of one instance (docs/architecture.md#running; prom-client, ADR 0013).
 *
 * Request rate and latency are counted in-process, per route pattern. The store's own figures
 * (orders, payments, the job queue, the mail outbox) are read from PostgreSQL at each scrape, so
 * they are exact, survive restarts and are the same on every instance: aggregate them with
 * `max`, not `sum`. Pool use and the page cache are this instance's own.
 */
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/client';
import { storeFigures } from './health.repository';

/** Few buckets: each costs a counter per route and status class, and a comparison per request. */
const LATENCY_BUCKETS = [0.005, 0.025, 0.1, 0.5, 2.5];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const PAYMENT_OUTCOMES = ['succeeded', 'failed', 'refunded', 'requires_payment_method'];

export interface MetricSources {
  db: Db;
  pool: pg.Pool;
  /** The page cache's running totals, when this instance keeps store pages. */
  pageCache?: () => { hits: number; misses: number; bytes: number } | null;
}

/** One route's latency series by status class, created on first use (see observeRoute). */
export type RouteTimer = (statusCode: number, seconds: number) => void;

export class StoreMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly up: Gauge;
  private readonly orders: Counter;
  private readonly payments: Gauge<'outcome'>;
  private readonly mailPending: Gauge;
  private readonly jobs: Gauge<'state'>;
  private readonly pool: Gauge<'state'>;
  private readonly pageRequests: Counter<'result'>;
  private readonly pageBytes: Gauge;
  private seen = { orders: 0, hits: 0, misses: 0 };

  constructor(private readonly sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class: count (rate) and latency',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.up = new Gauge({
      name: 'seoulglow_database_up',
      help: '1 when the last scrape could read the database',
      registers,
    });
    this.orders = new Counter({
      name: 'seoulglow_orders_placed_total',
      help: 'Orders placed (the orders table)',
      registers,
    });
    this.payments = new Gauge({
      name: 'seoulglow_payments',
      help: 'Payment intents by outcome: succeeded, failed (declined), refunded, requires_payment_method (not paid yet)',
      labelNames: ['outcome'],
      registers,
    });
    this.mailPending = new Gauge({
      name: 'seoulglow_mail_outbox_pending',
      help: 'Mails waiting to be sent',
      registers,
    });
    this.jobs = new Gauge({
      name: 'seoulglow_job_queue_jobs',
      help: 'Background jobs by state: ready (due, waiting for a worker), scheduled, running, failed (out of attempts)',
      labelNames: ['state'],
      registers,
    });
    this.pool = new Gauge({
      name: 'seoulglow_db_pool_connections',
      help: "This instance's database pool: total, idle, waiting (requests queued for a connection), max",
      labelNames: ['state'],
      registers,
    });
    this.pageRequests = new Counter({
      name: 'seoulglow_page_cache_requests_total',
      help: 'Store page requests answered from the page cache (hit) or rendered (miss)',
      labelNames: ['result'],
      registers,
    });
    this.pageBytes = new Gauge({
      name: 'seoulglow_page_cache_bytes',
      help: 'Memory the kept pages take',
      registers,
    });
  }

  /**
   * The timer of one route, made once when the route is registered: a request then costs an
   * array read and prom-client's observe, with no label lookup or string building.
   */
  routeTimer(method: string, route: string): RouteTimer {
    const series: Array<ReturnType<typeof this.requests.labels> | undefined> = [];
    return (statusCode, seconds) => {
      const cls = Math.min(Math.max(Math.trunc(statusCode / 100), 1), 5) - 1;
      (series[cls] ??= this.requests.labels(method, route, STATUS_CLASSES[cls]!)).observe(seconds);
    };
  }

  /** The exposition text, after reading what is read at scrape time. */
  async render(): Promise<string> {
    await this.refresh();
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async refresh() {
    const { pool } = this.sources;
    this.pool.set({ state: 'total' }, pool.totalCount);
    this.pool.set({ state: 'idle' }, pool.idleCount);
    this.pool.set({ state: 'waiting' }, pool.waitingCount);
    this.pool.set({ state: 'max' }, pool.options.max ?? 10);

    const cache = this.sources.pageCache?.();
    if (cache) {
      this.pageRequests.inc({ result: 'hit' }, Math.max(0, cache.hits - this.seen.hits));
      this.pageRequests.inc({ result: 'miss' }, Math.max(0, cache.misses - this.seen.misses));
      this.seen.hits = cache.hits;
      this.seen.misses = cache.misses;
      this.pageBytes.set(cache.bytes);
    }

    try {
      const figures = await storeFigures(this.sources.db);
      this.up.set(1);
      this.orders.inc(Math.max(0, figures.ordersPlaced - this.seen.orders));
      this.seen.orders = Math.max(this.seen.orders, figures.ordersPlaced);
      // Every outcome is always there, at 0 until it happens: a series that appears late breaks rate().
      for (const outcome of PAYMENT_OUTCOMES) this.payments.set({ outcome }, figures.payments[outcome] ?? 0);
      for (const [outcome, n] of Object.entries(figures.payments)) this.payments.set({ outcome }, n);
      this.mailPending.set(figures.mailPending);
      if (figures.jobs) for (const [state, n] of Object.entries(figures.jobs)) this.jobs.set({ state }, n);
    } catch {
      // The rest of the scrape still says something: that the database does not answer.
      this.up.set(0);
    }
  }
}
