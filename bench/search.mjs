// Search over a 10,000-product catalog: a bench seed in its own embedded PostgreSQL,
// the production server pointed at it, wrk (or autocannon) on loopback, p50/p95/p99 per scenario.
// usage: node bench/search.mjs [--seconds 10] [--connections 10]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureBuild, root } from '../scripts/build-state.mjs';
import { benchServerEnv, startAppServer, stopProcess } from './lib/app-server.mjs';
import { demoLabels, seedBeauty } from './lib/bench-beauty.mjs';
import { LOAD_GENERATOR, loadRun } from './lib/load-run.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 10);
const PRODUCTS = 10_000;
const PORT = 4189;

const { startEmbeddedPostgres } = await tsImport(
  '../apps/server/src/db/embedded-postgres.ts',
  import.meta.url,
);
const { connectDatabase, migrateDatabase } = await tsImport(
  '../apps/server/src/db/client.ts',
  import.meta.url,
);

/** 10,000 products: K-beauty names from word lists, four categories, random prices and dates. */
async function seedCatalog(pool) {
  await pool.query(`
    INSERT INTO categories (name) VALUES ('Skincare'), ('Makeup'), ('Haircare'), ('Fragrances')`);
  await pool.query(`
    WITH words AS (
      SELECT
        ARRAY['Jeju','Seoul','Hanbang','Glow','Dewy','Velvet','Pure','Daily','Barrier','Calming','Bright','Silk',
              'Moist','Fresh','Deep','Mild','Rich','Clear','Soft','Radiant'] AS lead,
        ARRAY['Snail Mucin','Green Tea','Centella','Rice','Ginseng','Hyaluronic','Vitamin C','Retinol','Propolis',
              'Mugwort','Cica','Niacinamide','Peptide','Collagen','Camellia','Yuzu','Honey','Bamboo','Aloe','Ceramide'] AS hero,
        ARRAY['Essence','Toner','Serum','Cream','Cleanser','Sheet Mask','Sunscreen','Ampoule','Eye Cream','Lip Tint',
              'Cushion','Shampoo','Hair Oil','Eau de Parfum','Body Mist','Sleeping Mask','Mist','Balm','Foam','Pads'] AS kind
    )
    INSERT INTO products (name, description, price_cents, stock_quantity, weight_grams, is_featured,
                          category_id, average_rating, rating_count, created_at)
    SELECT
      lead[1 + (g * 7) % 20] || ' ' || hero[1 + (g * 13) % 20] || ' ' || kind[1 + (g * 17) % 20] || ' No. ' || g,
      'A ' || lower(kind[1 + (g * 17) % 20]) || ' with ' || lower(hero[1 + (g * 13) % 20]) ||
        ' that hydrates, soothes and brightens for a healthy Korean glow. Gentle enough for sensitive skin.',
      500 + (g * 7919) % 9500,
      (g * 31) % 200,
      50 + (g * 11) % 400,
      g % 25 = 0,
      1 + g % 4,
      round((3.5 + ((g * 37) % 150) / 100.0)::numeric, 2),
      (g * 53) % 900,
      now() - make_interval(mins => g * 7)
    FROM words, generate_series(1, ${PRODUCTS}) AS g`);
  await seedBeauty(pool, await demoLabels());
  await pool.query('ANALYZE products');
}

/** One run over the given paths (cycled). */
async function load(name, paths) {
  let next = 0;
  const r = await loadRun({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    makePath: () => paths[next++ % paths.length],
  });
  const ms = (v) => Number(v.toFixed(2));
  return {
    name,
    requests: r.requests,
    rps: Math.round(r.rps),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

// SG_APP_ROOT runs a build copied elsewhere (parallel work); by default the repo's own build.
const appRoot = process.env.SG_APP_ROOT ?? (ensureBuild(), root);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-search-'));
let pgServer;
let server;
try {
  pgServer = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg') });
  const database = connectDatabase(pgServer.url, 2);
  await migrateDatabase(database.db);
  const seeded = performance.now();
  await seedCatalog(database.pool);
  console.log(`seeded ${PRODUCTS} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  await database.close();

  server = await startAppServer({
    appRoot,
    port: PORT,
    env: benchServerEnv({ databaseUrl: pgServer.url, dataDir: path.join(tmp, 'data'), port: PORT }),
  });
  const check = await (
    await fetch(`http://127.0.0.1:${PORT}/api/Products/search?q=snail%20musin&pageSize=1`)
  ).json();
  if (!check.data?.items?.[0]?.name?.toLowerCase().includes('snail mucin')) {
    throw new Error(`typo search did not find snail mucin: ${JSON.stringify(check).slice(0, 200)}`);
  }
  console.log(`typo check: 'snail musin' → ${check.data.items[0].name} (${check.data.total} matches)`);

  const base = '/api/Products/search';
  const scenarios = [
    ['typo search "snail musin"', [`${base}?q=snail%20musin`]],
    [
      'full-text words + category + price sort',
      [`${base}?q=hydrating%20serum&category=Skincare&sort=price_asc`],
    ],
    ['prefix as typed ("cushi")', [`${base}?q=cushi`]],
    ['category filter, newest, page 5', [`${base}?category=Makeup&sort=newest&page=5`]],
    ['whole catalog, featured, page 1', [`${base}`]],
    ['beauty words ("moisturizer for dry skin")', [`${base}?q=moisturizer%20for%20dry%20skin`]],
    [
      'beauty filters with facets',
      [`${base}?skinType=sensitive&concern=redness&freeFrom=fragrance&sort=price_asc`],
    ],
    [
      'mixed (all of the above, cycled)',
      [
        `${base}?q=snail%20musin`,
        `${base}?q=hydrating%20serum&category=Skincare&sort=price_asc`,
        `${base}?q=cushi`,
        `${base}?category=Makeup&sort=newest&page=5`,
        `${base}`,
        `${base}?q=green%20tea%20toner&sort=price_desc`,
        `${base}?q=moisturizer%20for%20dry%20skin`,
        `${base}?skinType=sensitive&concern=redness&freeFrom=fragrance&sort=price_asc`,
        `${base}?q=serum&productType=serum&inStock=1&page=2`,
      ],
    ],
  ];
  // Warm up caches and the JIT so the first scenario is not penalised.
  await load('warm-up', scenarios.at(-1)[1]);
  const rows = [];
  for (const [name, paths] of scenarios) rows.push(await load(name, paths));

  console.log(
    `\nSearch over ${PRODUCTS} products — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model}; ` +
      `${LOAD_GENERATOR} ${CONNECTIONS} connections × ${SECONDS} s per scenario, loopback, pageSize 24\n`,
  );
  console.log('| scenario | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
} finally {
  await stopProcess(server);
  await pgServer?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
