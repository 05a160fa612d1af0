// The benchmarks' database: its own embedded PostgreSQL in a temporary directory, migrated with
// the build's own migrations, then grown by bulk SQL (bench-seed.mjs) to 10,000 products and
// 10,000 orders with lines, addresses and status histories. Takes seconds.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { demoLabels, seedBeauty } from './bench-beauty.mjs';
import { seedOrders, seedProducts } from './bench-seed.mjs';

// The server's own database libraries (they live in its workspace, not at the root).
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg');
const { drizzle } = serverRequire('drizzle-orm/node-postgres');
const { migrate } = serverRequire('drizzle-orm/node-postgres/migrator');

/** Migrations of the build under test (dist), or of the sources when measuring from source. */
function migrationsOf(appRoot) {
  const dist = path.join(appRoot, 'apps/server/dist/migrations');
  return existsSync(path.join(dist, 'meta')) ? dist : path.join(appRoot, 'apps/server/src/db/migrations');
}

/**
 * Starts PostgreSQL under `dir`, migrates it and seeds it. Returns its URL, what the load
 * scenarios draw from (product ids, order ids, customer names) and stop().
 */
export async function startBenchDatabase({
  appRoot,
  dir,
  products = 10_000,
  orders = 10_000,
  log = console.log,
}) {
  const { startEmbeddedPostgres } = await tsImport(
    '../../apps/server/src/db/embedded-postgres.ts',
    import.meta.url,
  );
  // Durability off: this database is thrown away, and the benchmark measures the app, not fsync.
  const server = await startEmbeddedPostgres({
    dir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  pool.on('error', () => undefined);
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrationsOf(appRoot) });
    const client = await pool.connect();
    try {
      let started = performance.now();
      await seedProducts(client, products);
      await seedBeauty(client, await demoLabels());
      const productSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      await seedOrders(client, orders);
      const orderSeconds = (performance.now() - started) / 1000;
      await client.query('VACUUM ANALYZE');
      const counts = (
        await client.query(`SELECT
          (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM orders)::int AS orders,
          (SELECT count(*) FROM order_lines)::int AS lines, (SELECT count(*) FROM order_status_history)::int AS history,
          (SELECT json_object_agg(status, n) FROM (SELECT status, count(*)::int n FROM orders GROUP BY status) s) AS statuses`)
      ).rows[0];
      log(
        `bench seed: ${counts.products} products in ${productSeconds.toFixed(1)} s; ${counts.orders} orders ` +
          `(${counts.lines} lines, ${counts.history} status steps, ${JSON.stringify(counts.statuses)}) ` +
          `in ${orderSeconds.toFixed(1)} s`,
      );
      const productIds = (await client.query('SELECT id FROM products ORDER BY id')).rows.map((r) => r.id);
      const orderIds = (
        await client.query('SELECT public_id FROM orders ORDER BY random() LIMIT 500')
      ).rows.map((r) => r.public_id);
      return { url: server.url, stop: () => server.stop(), counts, productIds, orderIds };
    } finally {
      client.release();
    }
  } catch (err) {
    await server.stop();
    throw err;
  } finally {
    await pool.end();
  }
}
