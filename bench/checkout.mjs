// Complete checkouts per second: each checkout is the browser's three calls —
// POST /api/Orders/createPaymentIntent, POST /api/Payments/demo/confirm (card 4242…), POST
// /api/Orders/place — against the production build, then a check of the database that nothing
// was oversold and no acknowledged order was lost.
//
// usage: node bench/checkout.mjs [--seconds 10] [--concurrency 16] [--port 4189] [--promo-every 2] [--compare 1]
//   --promo-every N  one shopper in N enters a promo code (0: none); --compare 1 first measures
//   the same run without codes, for the rate beside it (docs/product.md#checkout)
//   BENCH_ROOT=<dir>  measures a ready build copied elsewhere instead of building the repo's
//   BENCH_CPU_PROF=<dir>  writes a V8 CPU profile of the server (node --cpu-prof) there
//   BENCH_PG_STATS=1  loads pg_stat_statements and prints where PostgreSQL spent its time
//   BENCH_PG_SETTINGS='{"name":"value"}'  extra PostgreSQL settings; BENCH_KEEP=1 keeps the data
//
// The database is the bench seed (10,000 products, 10,000 orders: bench/lib/bench-db.mjs) in its
// own embedded PostgreSQL, restarted with the production durability settings (fsync and
// synchronous commit on, as `npm start` runs it) before the server starts. Shopping uses 200
// products restocked to 100,000 units (so the figure is throughput, not sold-out refusals) and
// two "hot" products with 10 units each that sell out during the run, so concurrent buyers race
// for the last units and some are refunded. Every simulated shopper sends its own X-Forwarded-For
// (TRUST_PROXY=true), as real shoppers behind a load balancer would, so the per-address card rate
// limit applies per shopper and not to the whole benchmark.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureBuild, root } from '../scripts/build-state.mjs';
import { benchServerEnv, startAppServer, stopProcess } from './lib/app-server.mjs';
import { startBenchDatabase } from './lib/bench-db.mjs';
import { checkIntegrity, checkPromotions, strandedAfterWorker } from './lib/checkout-integrity.mjs';
import { checkoutShoppers } from './lib/checkout-shopper.mjs';
import { cpuSeconds } from './lib/process-stats.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
const CONCURRENCY = arg('concurrency', 16);
const PORT = arg('port', Number(process.env.CHECKOUT_BENCH_PORT ?? 4189));
const STOCKED = 200;
const STOCK = 100_000;
const HOT_STOCK = 10;
const PROMO_EVERY = arg('promo-every', 2);
const COMPARE = arg('compare', 1) === 1 && PROMO_EVERY > 0;
// Half the code orders use an unlimited 10% code, half a $1 code with 150 uses, which runs out
// during the run: the last uses are raced for and the refused payments refunded.
const LIMITED_USES = 150;
const codeFor = (n) => {
  if (PROMO_EVERY <= 0 || n % PROMO_EVERY !== PROMO_EVERY - 1) return undefined;
  return Math.floor(n / PROMO_EVERY) % 2 ? 'BENCH1OFF' : 'BENCH10';
};

const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');
const { startEmbeddedPostgres } = await tsImport(
  '../apps/server/src/db/embedded-postgres.ts',
  import.meta.url,
);
const { SHIPPING_ZONES } = await tsImport('../apps/server/src/db/seed/shipping-zones.ts', import.meta.url);

const appRoot = process.env.BENCH_ROOT ?? (ensureBuild(), root);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-checkout-'));
const { checkout, close } = checkoutShoppers({ port: PORT, concurrency: CONCURRENCY });

let database;
let server;
let pool;
try {
  // Seed with durability off (fast), then restart PostgreSQL as production runs it.
  const seeded = await startBenchDatabase({ appRoot, dir: path.join(tmp, 'pg'), log: () => undefined });
  await seeded.stop();
  const pgStats = process.env.BENCH_PG_STATS === '1';
  database = await startEmbeddedPostgres({
    dir: path.join(tmp, 'pg'),
    settings: {
      ...(pgStats ? { shared_preload_libraries: 'pg_stat_statements' } : {}),
      ...JSON.parse(process.env.BENCH_PG_SETTINGS ?? '{}'),
    },
  });
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  if (pgStats) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const us = SHIPPING_ZONES.find((z) => z.country === 'United States');
  await pool.query(
    `INSERT INTO shipping_zones (country, flat_fee_cents, base_weight_grams, per_kg_fee_cents)
     VALUES ($1, $2, $3, $4) ON CONFLICT (country) DO NOTHING`,
    [us.country, us.flatFeeCents, us.baseWeightGrams, us.perKgFeeCents],
  );
  const ids = (await pool.query('SELECT id FROM products ORDER BY id LIMIT $1', [STOCKED + 2])).rows.map(
    (r) => r.id,
  );
  const stocked = ids.slice(0, STOCKED);
  const hot = ids.slice(STOCKED);
  await pool.query('UPDATE products SET stock_quantity = $2 WHERE id = ANY($1)', [stocked, STOCK]);
  await pool.query('UPDATE products SET stock_quantity = $2 WHERE id = ANY($1)', [hot, HOT_STOCK]);
  const startStock = new Map(
    (await pool.query('SELECT id, stock_quantity FROM products WHERE id = ANY($1)', [ids])).rows.map((r) => [
      r.id,
      r.stock_quantity,
    ]),
  );
  await pool.query(
    `INSERT INTO promotions (code, kind, value, max_uses) VALUES ('BENCH10', 'percent', 10, NULL), ('BENCH1OFF', 'fixed', 100, $1)`,
    [LIMITED_USES],
  );
  const ordersBefore = Number((await pool.query('SELECT max(id) AS m FROM orders')).rows[0].m ?? 0);
  const mailBefore = Number((await pool.query('SELECT max(id) AS m FROM mail_outbox')).rows[0].m ?? 0);

  const profDir = process.env.BENCH_CPU_PROF;
  server = await startAppServer({
    appRoot,
    port: PORT,
    env: benchServerEnv({
      databaseUrl: database.url,
      dataDir: path.join(tmp, 'data'),
      port: PORT,
      TRUST_PROXY: 'true',
      // A short grace, so the reconciler settles the shoppers who walked away within the run's wait.
      PAYMENT_GRACE_SECONDS: '2',
    }),
    nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
  });

  // Warm-up: connections, JIT, plan caches (1,000,000 + n: addresses apart from the run's).
  for (let i = 0; i < 40; i++) await checkout(1_000_000 + i, stocked, hot, codeFor(i));

  // Shopper numbers (so addresses, carts and codes) go on from one run to the next, never repeating.
  let next = 0;
  const measure = async (withCodes) => {
    const results = [];
    const started = performance.now();
    const stopAt = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < stopAt) {
          const n = next++;
          results.push(await checkout(n, stocked, hot, withCodes ? codeFor(n) : undefined));
        }
      }),
    );
    return { results, seconds: (performance.now() - started) / 1000 };
  };
  const plain = COMPARE ? await measure(false) : null;
  const cpuBefore = cpuSeconds(server.pid, path.join(tmp, 'pg'));
  const { results, seconds } = await measure(PROMO_EVERY > 0);
  const cpuAfter = cpuSeconds(server.pid, path.join(tmp, 'pg'));
  const load = os.loadavg()[0];

  // Integrity, from the database after the run (warm-up orders included).
  const placed = results.filter((r) => r.ok);
  const failures = new Map();
  for (const r of results) if (!r.ok) failures.set(r.why, (failures.get(r.why) ?? 0) + 1);
  // The reconciler first (it places the walk-aways' orders, taking stock), then the stock check.
  const worker = await strandedAfterWorker(pool, { timeoutMs: 30_000 });
  const { oversold, lost } = await checkIntegrity(pool, {
    ids,
    startStock,
    ordersBefore,
    placed: plain ? [...plain.results.filter((r) => r.ok), ...placed] : placed,
  });
  const promos = await checkPromotions(pool);

  const mail = (
    await pool.query(
      `SELECT status, count(*)::int AS n FROM mail_outbox WHERE id > $1 GROUP BY status ORDER BY status`,
      [mailBefore],
    )
  ).rows;
  const stats = pgStats
    ? (
        await pool.query(
          `SELECT calls, round(total_exec_time)::int AS ms, round(total_plan_time)::int AS plan_ms,
                  wal_records, regexp_replace(left(query, 90), '\\s+', ' ', 'g') AS query
             FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 15`,
        )
      ).rows
    : [];

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `\nSeoul Glow checkout benchmark — ${new Date().toISOString()} — ${os.cpus().length} cores, ` +
      `${os.cpus()[0]?.model}, load average ${load.toFixed(1)}`,
  );
  console.log(
    `${SECONDS} s of checkouts (intent + demo confirm + place), ${CONCURRENCY} concurrent shoppers, ` +
      `carts of 1-3 lines from ${STOCKED} stocked products + 2 hot products of ${HOT_STOCK} units`,
  );
  console.log(
    `complete checkouts/s: ${(placed.length / seconds).toFixed(1)}  (${placed.length} placed in ${seconds.toFixed(2)} s` +
      `${PROMO_EVERY > 0 ? `, a promo code on one order in ${PROMO_EVERY}` : ''})`,
  );
  if (plain) {
    const n = plain.results.filter((r) => r.ok).length;
    console.log(`  the same run without codes: ${(n / plain.seconds).toFixed(1)} checkouts/s (${n} placed)`);
  }
  console.log(`latency per checkout (3 calls) ms: p50 ${pct(0.5)}  p95 ${pct(0.95)}  p99 ${pct(0.99)}`);
  if (failures.size) console.log('not placed:', Object.fromEntries(failures));
  if (cpuBefore && cpuAfter) {
    const per = (a, b) => ((a - b) * 1000) / results.length;
    const node = per(cpuAfter.node, cpuBefore.node);
    const pgMs = per(cpuAfter.pg, cpuBefore.pg);
    const client = per(cpuAfter.client, cpuBefore.client);
    const cores = os.cpus().length;
    console.log(
      `CPU per checkout attempt: ${(node + pgMs).toFixed(1)} ms (server ${node.toFixed(1)} ms, PostgreSQL ` +
        `${pgMs.toFixed(1)} ms) → at most ${Math.round((cores * 1000) / (node + pgMs))} checkouts/s on ` +
        `${cores} otherwise idle cores; with this load generator's ${client.toFixed(1)} ms on the same cores: ` +
        `${Math.round((cores * 1000) / (node + pgMs + client))}/s`,
    );
    const kinds = Object.entries(cpuAfter.pgKinds)
      .map(([k, v]) => [k, per(v, cpuBefore.pgKinds[k] ?? 0)])
      .filter(([, v]) => v >= 0.05)
      .sort((a, b) => b[1] - a[1]);
    console.log(`  PostgreSQL by process: ${kinds.map(([k, v]) => `${k} ${v.toFixed(2)} ms`).join(', ')}`);
  }
  console.log(`oversold: ${oversold} products  (stock < 0 or stock + sold ≠ start)`);
  console.log(`lost: ${lost} orders  (acknowledged but missing, or lines/address/timeline wrong)`);
  console.log(
    `over-used codes: ${promos.overUsed}  (uses above the code's total; ${promos.mismatched} codes whose uses ` +
      `≠ redemptions ≠ orders; uses ${JSON.stringify(promos.uses)}, BENCH1OFF allows ${LIMITED_USES})`,
  );
  console.log(
    `paid but unplaced after the worker ran: ${worker.stranded} intents  (the worker placed ${worker.placedLate} ` +
      `late and refunded ${worker.refunded}; one shopper in 50 walks away after paying)`,
  );
  console.log(`confirmation mails by outbox status: ${mail.map((m) => `${m.status} ${m.n}`).join(', ')}`);
  if (stats.length) {
    console.log('\nPostgreSQL time by statement (pg_stat_statements, whole server life):');
    for (const r of stats)
      console.log(
        `  ${String(r.ms).padStart(6)} ms exec ${String(r.plan_ms).padStart(5)} ms plan ${String(r.calls).padStart(6)} calls  ${r.query}`,
      );
  }
  if (oversold + lost + worker.stranded + promos.overUsed + promos.mismatched > 0) process.exitCode = 1;
} finally {
  close();
  await stopProcess(server);
  await pool?.end().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  if (process.env.BENCH_KEEP === '1') console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
