/**
 * Process entry (docs/architecture.md#running): config → database (embedded unless DATABASE_URL)
 * → migrations → first admin and demo seed → listen; SIGTERM/SIGINT close gracefully and stop the
 * embedded server.
 */
import { ConfigError, loadConfig, useProductionLibraries, type Config } from './config';
import { connectDatabase, migrateDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { buildApp } from './app';
import { loadWebBuild } from './plugins/web-app';
import { UsersService } from './modules/users/users.service';
import { seedDemoData } from './db/seed/seed';
import path from 'node:path';

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

  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  const stopDatabase = async () => {
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };

  /** One shutdown step, bounded: a step that hangs is reported and the next one still runs. */
  const step = async (name: string, work: Promise<unknown>, limitMs: number) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      work.then(
        () => true,
        (err: unknown) => {
          console.error(`[seoul-glow] ${name} failed:`, err instanceof Error ? err.message : err);
          return true;
        },
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), limitMs))),
    ]);
    clearTimeout(timer);
    const took = Date.now() - started;
    if (!done) console.error(`[seoul-glow] ${name} did not finish in ${limitMs} ms: going on`);
    else if (took > 1000) log(`${name} took ${took} ms`);
  };

  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), log });
    }
    database = connectDatabase(config.databaseUrl ?? embedded!.url);
    await migrateDatabase(database.db);

    const users = new UsersService(database.db);
    const admin = await users.ensureFirstAdmin(config.admin, config.isProduction);
    if (config.seedDemo) {
      const seeded = await seedDemoData(database.db, { imagesDir: config.imagesDir, log });
      if (seeded.products)
        log(`seeded the demo catalog: ${seeded.products} products, ${seeded.orders} orders`);
    }

    const app = await buildApp(config, { database, web: await loadWebBuild() });
    const shutdown = async (signal: string) => {
      log(`${signal}: closing`);
      const started = Date.now();
      const force = setTimeout(() => {
        console.error('[seoul-glow] shutdown took over 30 s: exiting anyway');
        process.exit(1);
      }, 30_000);
      force.unref();
      // Requests in flight get 10 s to finish; a client that stops reading its response (and so
      // holds its connection busy) must not keep the process alive, so then every socket closes.
      const drain = setTimeout(() => {
        log('requests still open after 10 s: closing their connections');
        app.server.closeAllConnections();
      }, 10_000);
      drain.unref();
      await step('closing the HTTP server', app.close(), 20_000);
      clearTimeout(drain);
      await step('closing the database pool', database?.close() ?? Promise.resolve(), 3_000);
      await step('stopping the embedded PostgreSQL', embedded?.stop() ?? Promise.resolve(), 15_000);
      log(`stopped in ${Date.now() - started} ms`);
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log(`Seoul Glow is ready at http://${shown}:${port}`);
    if (admin.demo) {
      log(
        `admin sign-in (demo): ${admin.email} / ${admin.password ?? 'the demo password printed at first start'} at http://${shown}:${port}/admin/login`,
      );
    } else {
      log(`admin sign-in: ${admin.email} at http://${shown}:${port}/admin/login`);
    }
  } catch (err) {
    console.error('[seoul-glow] failed to start:', err instanceof Error ? err.message : err);
    await stopDatabase();
    process.exit(1);
  }
}

void main();
