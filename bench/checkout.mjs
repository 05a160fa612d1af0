// Complete checkouts per second (issue #4): each checkout is the browser's three calls —
// POST /api/Orders/createPaymentIntent, POST /api/Payments/demo/confirm (card 4242…), POST
// /api/Orders/place — against the production build with the demo catalog and embedded PostgreSQL.
// usage: node bench/checkout.mjs [checkouts=1500] [concurrency=16]
// Starts its own server on 127.0.0.1:4189 with a fresh DATA_DIR and TRUST_PROXY=true: every
// simulated shopper sends its own X-Forwarded-For address, as real shoppers behind a load balancer
// would, so the per-address card rate limit applies per shopper and not to the whole benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../scripts/build-state.mjs';

const total = Number(process.argv[2] ?? 1500);
const concurrency = Number(process.argv[3] ?? 16);
const port = 4189;
const base = `http://127.0.0.1:${port}/api`;

// BENCH_ROOT: a directory holding a ready build (e.g. a scripts/preview.sh copy) to measure instead.
const appRoot = process.env.BENCH_ROOT ?? root;
if (!process.env.BENCH_ROOT) ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-checkout-'));
const child = spawn(process.execPath, [path.join(appRoot, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitHealthy() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy in 120 s');
}

async function post(url, body, ip) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const address = {
  email: 'bench@example.com',
  fullName: 'Bench Shopper',
  addressLine1: '1 Load Street',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'United States',
};

async function checkout(products, n) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const p = products[n % products.length];
  const items = [{ productId: p.id, quantity: 1 }];
  const started = performance.now();
  const intent = await post(
    '/Orders/createPaymentIntent',
    { items, email: address.email, country: address.country },
    ip,
  );
  if (intent.status !== 200)
    return { ok: false, why: `intent ${intent.status}`, ms: performance.now() - started };
  const { clientSecret, paymentIntentId } = intent.json.data;
  const card = {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  };
  const confirmed = await post(
    '/Payments/demo/confirm',
    { clientSecret, card, billingDetails: { name: address.fullName, email: address.email } },
    ip,
  );
  if (confirmed.json.data?.status !== 'succeeded')
    return { ok: false, why: `confirm ${confirmed.status}`, ms: performance.now() - started };
  const placed = await post(
    '/Orders/place',
    { items, shippingAddress: address, stripeClientSecret: clientSecret, paymentIntentId },
    ip,
  );
  return { ok: placed.status === 200, why: `place ${placed.status}`, ms: performance.now() - started };
}

try {
  await waitHealthy();
  const products = (await (await fetch(`${base}/Products/getAllProducts`)).json()).data.filter(
    (p) => p.stockQuantity > 0,
  );
  // Warm-up: connections, JIT, plan caches.
  for (let i = 0; i < 20; i++) await checkout(products, 1_000_000 + i);

  const latencies = [];
  const failures = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const r = await checkout(products, next++);
        latencies.push(r.ms);
        if (!r.ok) failures.set(r.why, (failures.get(r.why) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  const ok = latencies.length - [...failures.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nSeoul Glow checkout benchmark — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
  );
  console.log(`${total} checkouts (intent + demo confirm + place), ${concurrency} concurrent shoppers`);
  console.log(
    `complete checkouts/s: ${(ok / seconds).toFixed(1)}  (${ok} placed in ${seconds.toFixed(2)} s)`,
  );
  console.log(`latency per checkout (3 calls) ms: p50 ${pct(0.5)}  p95 ${pct(0.95)}  p99 ${pct(0.99)}`);
  if (failures.size) console.log('not placed:', Object.fromEntries(failures));
} finally {
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}
