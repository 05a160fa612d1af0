/**
 * Renders the store's catalog pages into the page cache while the server has nothing else to do
 * (docs/decisions/0011-prerender-catalog-pages.md), so that the first shopper or crawler
 * to open a product nobody looked at lately gets a kept page (~0.2 ms) instead of a render (~10 ms
 * of CPU each, which is what held long-tail product pages to a few hundred per second).
 *
 * - What: `/`, `/products` and `/products/{id}` for every product, for the origin shoppers use
 *   (PUBLIC_URL, or else the origin of the first store page requested).
 * - When: after the first store page request (or at start with PUBLIC_URL), after every catalog
 *   change and every half hour (entries end after an hour). A pass walks every page; a kept page
 *   the change did not touch costs only its revalidation (page-cache.ts), so after an edit only
 *   the pages showing the edited product are rendered again.
 * - Only when idle: a page is rendered only when no request has been in flight for QUIET_MS, one
 *   at a time, so shoppers never queue behind it; under steady traffic it waits.
 * - Never at the expense of what shoppers read: a pass stops once the cache is nine-tenths full
 *   (its disk tier's generation, ADR 0022, or its memory without one).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StoreServices } from '@seoul-glow/shared';
import type { PageCache } from './page-cache';
import type { RenderedPage } from './page-entry';
import type { PageSource } from './page-source';

const QUIET_MS = 20;
const REFRESH_EVERY_MS = 30 * 60_000;
/** After this long without a request ending, a request still counted as in flight is not waited for. */
const STALE_ACTIVITY_MS = 10_000;

export type RenderPage = (path: string, origin: string, services: StoreServices) => Promise<RenderedPage>;

export class PagePrerenderer {
  private active = 0;
  private lastActivity = 0;
  private origin: string | null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  /** Pages rendered (not found kept) by this prerenderer, for tests and logs. */
  rendered = 0;

  private render: RenderPage | null = null;

  constructor(
    private readonly deps: {
      cache: PageCache;
      source: PageSource;
      publicUrl: string | undefined;
      log: FastifyBaseLogger;
    },
  ) {
    this.origin = deps.publicUrl?.replace(/\/$/, '') ?? null;
    deps.source.onChange(() => this.schedule());
    this.timer = setInterval(() => this.schedule(), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  /** Called by the web app once it can render pages: pre-rendering starts from here. */
  start(render: RenderPage): void {
    this.render = render;
    this.schedule();
  }

  requestStarted(): void {
    this.active++;
    this.lastActivity = Date.now();
  }

  requestEnded(): void {
    this.active = Math.max(0, this.active - 1);
    this.lastActivity = Date.now();
  }

  /**
   * The origin of a store page request: pages are rendered for the latest one seen (PUBLIC_URL,
   * when set, is the origin of every request), and the first one starts pre-rendering.
   */
  noteOrigin(origin: string): void {
    const first = !this.origin;
    this.origin = origin;
    if (first) this.schedule();
  }

  /** Starts a pass, or has the running one start over once it has finished its current page. */
  schedule(): void {
    if (this.closed || !this.origin || !this.render) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const origin = this.origin;
    const render = this.render;
    this.running = this.passes(origin, render)
      .catch((err: unknown) => this.deps.log.warn({ err }, 'page pre-rendering stopped'))
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves once every pass so far has finished (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async passes(origin: string, render: RenderPage): Promise<void> {
    do {
      this.again = false;
      const started = Date.now();
      const before = this.rendered;
      const complete = await this.pass(origin, render);
      if (complete && this.rendered > before) {
        this.deps.log.info(
          { pages: this.rendered - before, ms: Date.now() - started, cacheBytes: this.deps.cache.bytes },
          'store pages pre-rendered',
        );
      }
    } while (this.again && !this.closed);
  }

  /** One walk over every page; false when it stopped early. */
  private async pass(origin: string, render: RenderPage): Promise<boolean> {
    const { cache, source } = this.deps;
    await this.idle();
    const ids = await source.productIds();
    const paths = ['/', '/products', ...ids.map((id) => `/products/${id}`)];
    for (const path of paths) {
      if (cache.isFull(0.9)) {
        this.deps.log.info(
          { pages: this.rendered, cacheBytes: cache.bytes },
          'page cache full: pre-rendering paused',
        );
        return false;
      }
      if (this.closed || this.again) return false;
      await this.idle();
      if (this.closed || this.again) return false;
      let renderedNow = false;
      await cache.get(`${origin}${path}`, (services) => {
        renderedNow = true;
        return render(path, origin, services);
      });
      if (renderedNow) this.rendered++;
    }
    return true;
  }

  /** Waits until no request has been in flight for QUIET_MS (always yielding to waiting I/O once). */
  private async idle(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (this.closed) return;
      const quietFor = Date.now() - this.lastActivity;
      if ((this.active === 0 && quietFor >= QUIET_MS) || quietFor >= STALE_ACTIVITY_MS) return;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }
  }
}
