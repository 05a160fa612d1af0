// Complete checkouts per second (issues 4 and 7): each checkout is the browser's three calls —
// POST /api/Orders/createPaymentIntent, POST /api/Payments/demo/confirm (card 4242…), POST
// /api/Orders/place — against the production build, then a check of the database that nothing
// was oversold and no acknowledged order was lost.
//
// usage: node bench/checkout.mjs [--seconds 10] [--concurrency 16] [--port 4189]
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
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureBuild, root } from '../scripts/build-state.mjs';
import { benchServerEnv, startAppServer, stopProcess } from './lib/app-server.mjs';
import { FIRST_NAMES, LAST_NAMES, startBenchDatabase } from './lib/bench-db.mjs';

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

const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');
const { startEmbeddedPostgres } = await tsImport(
  '../apps/server/src/db/embedded-postgres.ts',
  import.meta.url,
);
const { SHIPPING_ZONES } = await tsImport('../apps/server/src/db/seed/shipping-zones.ts', import.meta.url);

const appRoot = process.env.BENCH_ROOT ?? (ensureBuild(), root);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-checkout-'));
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One JSON POST over a kept-alive connection (lighter on the shared cores than fetch). */
function post(url, body, ip) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `/api${url}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, json: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode, json: {} });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Shopper n's name, email and address (names from the bench seed's lists, so they vary). */
function addressFor(n) {
  const first = FIRST_NAMES[n % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length];
  return {
    email: `${first.replace('-', '').toLowerCase()}.${last.toLowerCase()}${n}@example.com`,
    fullName: `${first} ${last}`,
    addressLine1: `${1 + (n % 500)} Load Street`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'United States',
  };
}
const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

/** A deterministic cart of 1-3 lines; one in 10 also takes a unit of a hot (scarce) product. */
function cartFor(n, stocked, hot) {
  const lines = new Map();
  const count = 1 + (n % 3);
  for (let i = 0; i < count; i++) {
    const id = stocked[(n * 7 + i * 53) % stocked.length];
    lines.set(id, (lines.get(id) ?? 0) + 1 + ((n + i) % 2));
  }
  if (n % 10 === 0) lines.set(hot[(n / 10) % hot.length], 1);
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

async function checkout(n, stocked, hot) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const items = cartFor(n, stocked, hot);
  const address = addressFor(n);
  const started = performance.now();
  const done = (ok, why, extra = {}) => ({ ok, why, ms: performance.now() - started, items, ...extra });
  const intent = await post(
    '/Orders/createPaymentIntent',
    { items, email: address.email, country: address.country },
    ip,
  );
  if (intent.status !== 200) return done(false, `intent ${intent.status}`);
  const { clientSecret, paymentIntentId } = intent.json.data;
  const confirmed = await post(
    '/Payments/demo/confirm',
    { clientSecret, card, billingDetails: { name: address.fullName, email: address.email } },
    ip,
  );
  if (confirmed.json.data?.status !== 'succeeded') return done(false, `confirm ${confirmed.status}`);
  const placed = await post(
    '/Orders/place',
    { items, shippingAddress: address, stripeClientSecret: clientSecret, paymentIntentId },
    ip,
  );
  if (placed.status !== 200) return done(false, `place ${placed.status}`, { paymentIntentId });
  return done(true, 'placed', { orderId: placed.json.data.orderId, paymentIntentId });
}

/**
 * CPU seconds used so far by the server process and by PostgreSQL (the postmaster and all its
 * backends), from /proc (Linux): the work per checkout, which the other load on a shared machine
 * does not change the way it changes wall-clock throughput. Null where /proc is not there.
 */
function cpuSeconds(serverPid, pgDir) {
  try {
    const tick = 100; // USER_HZ on Linux
    const stat = (pid) => {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / tick };
    };
    // "postgres: walwriter" → walwriter; a connection's title (user, database, address) → backends.
    const kind = (pid) => {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      return /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(title)
        ? 'backends'
        : title.replace(/^postgres:\s*/, '').split(' ')[0] || 'other';
    };
    const postmaster = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const pgKinds = { postmaster: stat(postmaster).cpu };
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const s = stat(entry);
        if (s.ppid === postmaster) pgKinds[kind(entry)] = (pgKinds[kind(entry)] ?? 0) + s.cpu;
      } catch {
        /* gone meanwhile */
      }
    }
    const pg = Object.values(pgKinds).reduce((a, b) => a + b, 0);
    const self = process.cpuUsage();
    return { node: stat(serverPid).cpu, pg, pgKinds, client: (self.user + self.system) / 1e6 };
  } catch {
    return null;
  }
}

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
    }),
    nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
  });

  // Warm-up: connections, JIT, plan caches (1,000,000 + n: addresses apart from the run's).
  for (let i = 0; i < 40; i++) await checkout(1_000_000 + i, stocked, hot);

  const results = [];
  let next = 0;
  const cpuBefore = cpuSeconds(server.pid, path.join(tmp, 'pg'));
  const started = performance.now();
  const stopAt = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < stopAt) results.push(await checkout(next++, stocked, hot));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(server.pid, path.join(tmp, 'pg'));
  const load = os.loadavg()[0];

  // Integrity, from the database after the run (warm-up orders included).
  const placed = results.filter((r) => r.ok);
  const failures = new Map();
  for (const r of results) if (!r.ok) failures.set(r.why, (failures.get(r.why) ?? 0) + 1);
  const sold = new Map(
    (
      await pool.query(
        `SELECT l.product_id, sum(l.quantity)::int AS q FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE o.id > $1 GROUP BY l.product_id`,
        [ordersBefore],
      )
    ).rows.map((r) => [r.product_id, r.q]),
  );
  const stockNow = (await pool.query('SELECT id, stock_quantity FROM products WHERE id = ANY($1)', [ids]))
    .rows;
  const oversold = stockNow.filter(
    (r) => r.stock_quantity < 0 || r.stock_quantity + (sold.get(r.id) ?? 0) !== startStock.get(r.id),
  ).length;
  const strays = [...sold.keys()].filter((id) => !startStock.has(id)).length;
  // Every acknowledged order: present, with its address, its first timeline step and exactly the
  // lines the shopper's cart asked for.
  const stored = new Map(
    (
      await pool.query(
        `SELECT o.public_id, o.payment_intent_id,
                (SELECT json_agg(json_build_array(l.product_id, l.quantity)) FROM order_lines l WHERE l.order_id = o.id) AS lines,
                EXISTS (SELECT 1 FROM shipping_addresses a WHERE a.id = o.shipping_address_id) AS has_address,
                EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id) AS has_history
         FROM orders o WHERE o.public_id = ANY($1)`,
        [placed.map((r) => r.orderId)],
      )
    ).rows.map((r) => [r.public_id, r]),
  );
  const lost = placed.filter((r) => {
    const row = stored.get(r.orderId);
    if (!row || !row.has_address || !row.has_history || row.payment_intent_id !== r.paymentIntentId)
      return true;
    const want = r.items
      .map((i) => `${i.productId}x${i.quantity}`)
      .sort()
      .join();
    const got = (row.lines ?? [])
      .map(([p, q]) => `${p}x${q}`)
      .sort()
      .join();
    return want !== got;
  }).length;
  // Paid but neither placed nor refunded: money taken for nothing.
  const stranded = Number(
    (
      await pool.query(
        `SELECT count(*)::int AS n FROM payment_intents i
         WHERE i.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = i.id)`,
      )
    ).rows[0].n,
  );

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
    `complete checkouts/s: ${(placed.length / seconds).toFixed(1)}  (${placed.length} placed in ${seconds.toFixed(2)} s)`,
  );
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
  console.log(`oversold: ${oversold + strays} products  (stock < 0 or stock + sold ≠ start)`);
  console.log(`lost: ${lost} orders  (acknowledged but missing, or lines/address/timeline wrong)`);
  console.log(`paid but neither placed nor refunded: ${stranded} intents`);
  console.log(`confirmation mails by outbox status: ${mail.map((m) => `${m.status} ${m.n}`).join(', ')}`);
  if (stats.length) {
    console.log('\nPostgreSQL time by statement (pg_stat_statements, whole server life):');
    for (const r of stats)
      console.log(
        `  ${String(r.ms).padStart(6)} ms exec ${String(r.plan_ms).padStart(5)} ms plan ${String(r.calls).padStart(6)} calls  ${r.query}`,
      );
  }
  if (oversold + strays + lost + stranded > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  await stopProcess(server);
  await pool?.end().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  if (process.env.BENCH_KEEP === '1') console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
