import type { Writable } from 'node:stream';
import type { Config } from '../config';
import { outsideRequestTransactions } from '../db/ambient-transaction';
import type { Database, Db } from '../db/client';
import { createImageStores, type ImageStores } from '../lib/images/image-stores';
import { RateLimiter } from '../lib/rate-limiter';
import { AuditLog } from '../modules/audit/audit.service';
import { AuthService } from '../modules/auth/auth.service';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { TokenService } from '../modules/auth/token.service';
import { BackInStockService } from '../modules/back-in-stock/back-in-stock.service';
import { CatalogService } from '../modules/catalog/catalog.service';
import { onLocalCatalogChange } from '../modules/catalog/catalog-cache';
import { SearchThread, type SearchThreadOptions } from '../modules/catalog/search-thread';
import { PlaceOrderWorkflow } from '../modules/checkout/place-order.workflow';
import { ContactService } from '../modules/contact/contact.service';
import { GuideService } from '../modules/guide/guide.service';
import { CRONTAB } from '../modules/jobs/crontab';
import { JobQueue } from '../modules/jobs/job-queue';
import { MailDispatcher } from '../modules/mail/mail.service';
import { NewsletterService } from '../modules/newsletter/newsletter.service';
import { OrderAccessService } from '../modules/orders/order-access.service';
import { OrderAccessTokens } from '../modules/orders/order-access-token';
import { PaymentsService } from '../modules/payments/payments.service';
import { selectPaymentProvider } from '../modules/payments/select-provider';
import { PERSONAL_DATA_HOLDERS } from '../modules/privacy/personal-data-holders';
import { PrivacyService } from '../modules/privacy/privacy.service';
import { Reconciler } from '../modules/reconciliation/reconciliation.service';
import { reviewsFeature, type ReviewsFeature } from '../modules/reviews/reviews-feature';
import { TwoFactorService } from '../modules/two-factor/two-factor.service';
import { UsersService } from '../modules/users/users.service';
import type { WebBuild } from '../plugins/web-app';
import type { App } from './server';

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
  /** The Skincare Guide's published articles as a search index, and what fits each (modules/guide). */
  guide: GuideService;
  limiter: RateLimiter;
  tokens: TokenService;
  mail: MailDispatcher;
  /** The background worker's queue and its crontab (modules/jobs): mail, refunds, sweeps. */
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
  /** Settings → Privacy's export and erasure, and the daily retention sweep (a crontab job). */
  privacy: PrivacyService;
}

/** Every service of the app, on the one database; nothing here starts work yet (startJobs does). */
export async function createServices(app: App, config: Config, deps: AppDeps): Promise<AppServices> {
  const { db } = deps.database;
  const tokens = await TokenService.create(config.jwtSecret, { db, dataDir: config.dataDir });
  const audit = new AuditLog(db, app.log);
  // Counted whatever the outcome: an admin write's rollback must not undo a wrong password's count.
  const loginThrottle = new LoginThrottle(outsideRequestTransactions(db));
  // Two-factor has auth check a current password (throttled); auth has two-factor check a code.
  const twoFactor: TwoFactorService = new TwoFactorService(db, (admin, password, ip) =>
    auth.confirmPassword(admin, password, ip),
  );
  const auth: AuthService = new AuthService(db, tokens, { throttle: loginThrottle, twoFactor, audit });
  const limiter = new RateLimiter(outsideRequestTransactions(db));
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
  const catalog = new CatalogService(db, {
    onError: (err) => app.log.warn({ err }, 'catalog cache could not refresh'),
  });
  const services: AppServices = {
    tokens,
    auth,
    loginThrottle,
    twoFactor,
    audit,
    users: new UsersService(db),
    catalog,
    guide: new GuideService(db, catalog, {
      onError: (err) => app.log.warn({ err }, 'guide index could not refresh'),
    }),
    limiter,
    mail: new MailDispatcher(db, config.smtpUrl, app.log, tokens.deriveKey('mail-log')),
    jobs: new JobQueue(deps.database.pool, app.log, { crontab: CRONTAB }),
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
    privacy: new PrivacyService(db, PERSONAL_DATA_HOLDERS),
    searchThread: null,
  };
  if (deps.searchThread)
    services.searchThread = startSearchThread(app, deps.searchThread, db, services.catalog);
  return services;
}

/** The search on its own thread (ADR 0024), told of each catalog change this instance makes. */
function startSearchThread(
  app: App,
  options: NonNullable<AppDeps['searchThread']>,
  db: Db,
  catalog: CatalogService,
): SearchThread {
  const thread = new SearchThread({
    ...options,
    fallback: (query) => catalog.searchPage(query),
    warn: (message, err) => app.log.warn({ err }, message),
  });
  const unsubscribe = onLocalCatalogChange(db, () => thread.changed());
  app.addHook('onClose', async () => unsubscribe());
  return thread;
}
