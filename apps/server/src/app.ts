/**
 * buildApp(config, deps): the whole HTTP application as one Fastify instance, used by main.ts and
 * loaded whole by the tests through inject() (docs/architecture.md#layers).
 */
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './lib/log-redaction';
import { RateLimiter } from './lib/rate-limiter';
import { WorkInFlight } from './lib/work-in-flight';
import { AuditLog } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { BackInStockService } from './modules/back-in-stock/back-in-stock.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { TokenService } from './modules/auth/token.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { onLocalCatalogChange } from './modules/catalog/catalog-cache';
import { SearchThread, type SearchThreadOptions } from './modules/catalog/search-thread';
import { ContactService } from './modules/contact/contact.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { MailDispatcher } from './modules/mail/mail.service';
import { PlaceOrderWorkflow } from './modules/checkout/place-order.workflow';
import { JobQueue } from './modules/jobs/job-queue';
import { PaymentsService } from './modules/payments/payments.service';
import { selectPaymentProvider } from './modules/payments/select-provider';
import { Reconciler } from './modules/reconciliation/reconciliation.service';
import { OrderAccessService } from './modules/orders/order-access.service';
import { OrderAccessTokens } from './modules/orders/order-access-token';
import { TwoFactorService } from './modules/two-factor/two-factor.service';
import { UsersService } from './modules/users/users.service';
import { createImageStores, type ImageStores } from './lib/images/image-stores';
import { StoreMetrics } from './modules/health/metrics';
import { pageCompression } from './plugins/compression';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { RequestLogController } from './plugins/request-log';
import { openapi } from './plugins/openapi';
import { productImages } from './plugins/product-images';
import { REVIEW_PHOTOS_PREFIX } from '@seoul-glow/shared';
import { metricsPlugin } from './plugins/metrics';
import { security } from './plugins/security';
import { webApp, type WebBuild } from './plugins/web-app';
import { catalogPageSource } from './modules/catalog/catalog-page-source';
import { reviewsFeature, type ReviewsFeature } from './modules/reviews/reviews-feature';
import { PageCache } from './page-cache/page-cache';
import { PagePrerenderer } from './page-cache/page-prerender';
import { adminRoutes } from './routes/admin';
import { assistantRoutes } from './routes/assistant';
import { storeRoutes } from './routes/store';

/** How long a stop waits for the pages still rendering before it closes what they read. */
const RENDERS_STOP_WAIT_MS = 5_000;

export interface AppDeps {
  database: Database;
  /** The web app's server build; null serves the API alone (most integration tests). */
  web?: WebBuild | null;
  /** Where the log goes instead of stdout (tests read it: lib/log-redaction.ts). */
  logStream?: Writable;
  /** Run the search on a thread of its own (search-thread.ts): main.ts with SEARCH_THREAD=1. */
  searchThread?: Pick<SearchThreadOptions, 'script' | 'databaseUrl' | 'execArgv'>;
}

export interface AppServices {
  auth: AuthService;
  /** Failed sign-ins per address and per account-and-address (docs/product.md#security). */
  loginThrottle: LoginThrottle;
  twoFactor: TwoFactorService;
  /** The append-only audit log: admin writes and sign-ins (modules/audit). */
  audit: AuditLog;
  users: UsersService;
  /** The search's own thread, when the server runs one (AppDeps.searchThread). */
  searchThread: SearchThread | null;
  catalog: CatalogService;
  limiter: RateLimiter;
  tokens: TokenService;
  mail: MailDispatcher;
  /** The background worker's queue (modules/jobs): mail, refunds, payment reconciliation. */
  jobs: JobQueue;
  payments: PaymentsService;
  reconciler: Reconciler;
  contact: ContactService;
  newsletter: NewsletterService;
  /** Product images and review photos: a folder or an S3 bucket (lib/images). */
  images: ImageStores;
  /** Shoppers waiting for a sold-out product, mailed once when it is back (a job). */
  backInStock: BackInStockService;
  /** Who may see an order whole: proveOrderAccess, signed order links (docs/product.md#security). */
  orderAccess: OrderAccessService;
  /** Verified reviews, their moderation and the product pages' first page of them. */
  reviews: ReviewsFeature;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The store pages kept and pre-rendered (null without the web app or with it turned off). */
    pages: { cache: PageCache | null; prerenderer: PagePrerenderer | null };
  }
}

export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 10, fields: 40 };

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // A hop count is valid for Fastify (proxy-addr) though its types only list strings.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    // Per-request lines at a level that says whether to look (plugins/request-log.ts).
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = deps.database;
  const tokens = await TokenService.create(config.jwtSecret, { db, dataDir: config.dataDir });
  const audit = new AuditLog(db, app.log);
  const loginThrottle = new LoginThrottle(db);
  // Two-factor has auth check a current password (throttled); auth has two-factor check a code.
  const twoFactor: TwoFactorService = new TwoFactorService(db, (admin, password, ip) =>
    auth.confirmPassword(admin, password, ip),
  );
  const auth: AuthService = new AuthService(db, tokens, { throttle: loginThrottle, twoFactor, audit });
  const limiter = new RateLimiter(db);
  const payments = new PaymentsService(db, selectPaymentProvider(config, db), limiter);
  const orderAccess = new OrderAccessService(
    db,
    limiter,
    new OrderAccessTokens(tokens.deriveKey('order-links')),
  );
  const images = createImageStores(config.imagesStore);
  const reviews = reviewsFeature({
    db,
    photos: images.reviews,
    orderAccess,
    generation: () => services.catalog.freshness.generation,
    log: app.log,
  });
  const services: AppServices = {
    tokens,
    auth,
    loginThrottle,
    twoFactor,
    audit,
    users: new UsersService(db),
    catalog: new CatalogService(db, {
      onError: (err) => app.log.warn({ err }, 'catalog cache could not refresh'),
    }),
    limiter,
    mail: new MailDispatcher(db, config.smtpUrl, app.log),
    jobs: new JobQueue(deps.database.pool, app.log),
    payments,
    reconciler: new Reconciler({
      db,
      payments,
      placeOrder: new PlaceOrderWorkflow(db, payments, orderAccess),
      graceSeconds: config.paymentGraceSeconds,
      publicUrl: config.publicUrl,
      log: app.log,
    }),
    contact: new ContactService(db),
    newsletter: new NewsletterService(db),
    images,
    backInStock: new BackInStockService(db, config.publicUrl),
    orderAccess,
    reviews,
    searchThread: null,
  };
  if (deps.searchThread) {
    const thread = new SearchThread({
      ...deps.searchThread,
      fallback: (query) => services.catalog.searchPage(query),
      warn: (message, err) => app.log.warn({ err }, message),
    });
    const unsubscribe = onLocalCatalogChange(db, () => thread.changed());
    app.addHook('onClose', async () => unsubscribe());
    services.searchThread = thread;
  }
  app.decorate('services', services);

  const storeServices = reviews.storeServices(services.catalog);
  const pageSource = catalogPageSource(services.catalog, storeServices);
  // Pages not read lately wait in an anonymous file of this process (ADR 0022), not in memory.
  const pageCache = deps.web
    ? new PageCache(pageSource, {
        diskDir: path.join(os.tmpdir(), 'seoul-glow-pages'),
        onDiskError: (err) =>
          app.log.warn({ err }, 'page cache: disk tier off, keeping pages in memory only'),
      })
    : null;
  const prerenderer =
    pageCache && config.prerenderPages
      ? new PagePrerenderer({
          cache: pageCache,
          source: pageSource,
          publicUrl: config.publicUrl,
          log: app.log,
        })
      : null;
  app.decorate('pages', { cache: pageCache, prerenderer });
  if (prerenderer) {
    // Every request, API ones included, holds the pre-rendering back until the server is quiet.
    // The response's 'close' ends it, answered or aborted, once. Not Fastify's onRequestAbort hook
    // (a listener on every request): with it, 5 s of the health route at 20 connections promoted
    // 159 MB to the old space instead of 35 MB, and ran at ~6,000 instead of ~8,000 req/s.
    const ended = () => prerenderer.requestEnded();
    app.addHook('onRequest', (_request, reply, done) => {
      prerenderer.requestStarted();
      reply.raw.once('close', ended);
      done();
    });
  }

  await app.register(errorHandler);
  if (config.metricsToken) {
    // Before every route: each route gets its latency timer as it is registered.
    const metrics = new StoreMetrics({
      db,
      pool: deps.database.pool,
      pageCache: () =>
        pageCache && { hits: pageCache.hits, misses: pageCache.misses, bytes: pageCache.bytes },
    });
    await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  }
  await app.register(security);
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(pageCompression);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(openapi);

  // Every API call, registered from its endpoint object, in one place per area.
  await app.register(
    async (api) => {
      await api.register(storeRoutes({ config, db, services }));
      await api.register(adminRoutes({ config, db, services, log: app.log }));
      await api.register(assistantRoutes({ db, config, services, log: app.log }));
    },
    { prefix: '/api' },
  );

  await app.register(productImages, { store: services.images.products });
  await app.register(productImages, { store: services.images.reviews, urlPrefix: REVIEW_PHOTOS_PREFIX });
  const renders = new WorkInFlight();
  await app.register(webApp, {
    web: deps.web ?? null,
    services: storeServices,
    publicUrl: config.publicUrl,
    pageCache,
    prerenderer,
    renders,
  });

  const purge = setInterval(() => {
    void services.limiter.purgeExpired().catch(() => undefined);
    void services.loginThrottle.purgeExpired().catch(() => undefined);
  }, 10 * 60_000);
  purge.unref();
  // Every instance runs the background worker; the queue hands each job to one of them.
  services.mail.register(services.jobs);
  services.payments.registerJobs(services.jobs);
  services.reconciler.register(services.jobs);
  services.backInStock.register(services.jobs);
  await services.jobs.start();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await prerenderer?.close();
    // A page whose client hung up is still rendering: its loaders read the catalog and the pool.
    if (!(await renders.settled(RENDERS_STOP_WAIT_MS)))
      app.log.warn(
        `${renders.size} page render(s) still running after ${RENDERS_STOP_WAIT_MS / 1000} s: stopping without them`,
      );
    pageCache?.close();
    await services.jobs.stop();
    await services.mail.stop();
    await services.reviews.close();
    await services.searchThread?.close();
    await services.catalog.close();
    services.images.close();
  });

  return app as unknown as FastifyInstance;
}
