/**
 * Process entry (docs/architecture.md#running): config → database (embedded unless DATABASE_URL)
 * → migrations → first admin, the guide's articles and demo seed → listen. Stopping, in every way, is lifecycle.ts.
 */
import { ConfigError, loadConfig, useProductionLibraries, type Config } from './config';
import { connectDatabase, migrateDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { buildApp } from './app';
import { loadWebBuild } from './plugins/web-app';
import { UsersService } from './modules/users/users.service';
import { seedDemoData } from './db/seed/seed';
import { GUIDE_ARTICLES } from './db/seed/guide';
import { seedGuideArticles } from './db/seed/seed-guide';
import { createImageStores } from './lib/images/image-stores';
import { demoSeedNotice, paymentModeNotice } from './modules/payments/payment-mode';
import { Lifecycle, StoppingError } from './lifecycle';
import path from 'node:path';
import { existsSync } from 'node:fs';

/**
 * The search thread (ADR 0024) runs dist/search-worker.js beside the built entry. From the source
 * (`npm run dev`) there is none, since Node 20 cannot load TypeScript in a worker: search in process.
 */
function searchThreadOf(config: Config, databaseUrl: string, warn: (msg: string) => void) {
  if (!config.searchThread) return undefined;
  const script = new URL('./search-worker.js', import.meta.url);
  if (existsSync(script)) return { script, databaseUrl };
  warn('SEARCH_THREAD=1 needs the build (npm run build): searching in process');
  return undefined;
}

/** Requests in flight get this long to finish before their connections are closed. */
const DRAIN_MS = 10_000;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  useProductionLibraries();
  const log = (msg: string) => console.log(`[seoul-glow] ${msg}`);
  const warn = (msg: string) => console.error(`[seoul-glow] ${msg}`);
  const life = new Lifecycle(log, warn).listen();

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const embedded = await life.starting(
        () => startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), log }),
        (pg) => ({ name: 'stopping the embedded PostgreSQL', close: () => pg.stop(), limitMs: 16_000 }),
      );
      databaseUrl = embedded.url;
    }
    const database = connectDatabase(databaseUrl);
    life.add({ name: 'closing the database pool', close: () => database.close(), limitMs: 3_000 });
    await migrateDatabase(database.db);

    const users = new UsersService(database.db);
    const admin = await users.ensureFirstAdmin(config.admin, config.isProduction);
    // Every store gets the team's guide articles; an admin's edits and unpublishing are kept.
    const guideAdded = await seedGuideArticles(database.db, GUIDE_ARTICLES);
    if (guideAdded) log(`added ${guideAdded} Skincare Guide articles`);
    if (config.seedDemo) {
      const notice = demoSeedNotice(config);
      if (notice) warn(notice);
      const images = createImageStores(config.imagesStore);
      const seeded = await seedDemoData(database.db, {
        imagesDir: images.products,
        reviewPhotos: images.reviews,
        log,
      }).finally(() => images.close());
      if (seeded.products)
        log(`seeded the demo catalog: ${seeded.products} products, ${seeded.orders} orders`);
    }

    const app = await life.starting(
      async () =>
        buildApp(config, {
          database,
          web: await loadWebBuild(),
          searchThread: searchThreadOf(config, databaseUrl, warn),
        }),
      (built) => ({
        name: 'closing the HTTP server',
        // A client that stops reading its response keeps its connection busy: after the drain
        // window every connection is closed, so it cannot hold the database up.
        async close() {
          const drain = setTimeout(() => {
            log(`requests still open after ${DRAIN_MS / 1000} s: closing their connections`);
            built.server.closeAllConnections();
          }, DRAIN_MS);
          try {
            await built.close();
          } finally {
            clearTimeout(drain);
          }
        },
        hurry: () => built.server.closeAllConnections(),
        limitMs: DRAIN_MS + 2_000,
      }),
    );
    if (life.isStopping) return;

    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log(`Seoul Glow is ready at http://${shown}:${port}`);
    (config.isProduction && config.paymentProvider === 'demo' ? warn : log)(paymentModeNotice(config));
    if (admin.demo) {
      log(
        `admin sign-in (demo): ${admin.email} / ${admin.password ?? 'the demo password printed at first start'} at http://${shown}:${port}/admin/login`,
      );
    } else {
      log(`admin sign-in: ${admin.email} at http://${shown}:${port}/admin/login`);
    }
  } catch (err) {
    // Work cut short by a stop fails on the closed pool or database: that is the stop, not a fault.
    if (life.isStopping || err instanceof StoppingError) return;
    warn(`failed to start: ${err instanceof Error ? err.message : String(err)}`);
    await life.stop('start failed', 1);
  }
}

void main();
