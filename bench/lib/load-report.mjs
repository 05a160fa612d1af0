// The load benchmark's results: the target each scenario is held to (the rows that `npm run bench`
// sums up) and the table of every measured figure.
import os from 'node:os';
import { printTargets } from './targets.mjs';

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const clean = (r) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;

/**
 * The target rows of the measured scenarios: `results` as measured (each with its scenario key),
 * the server's memory, the pages pre-rendered before the run and the seconds the server took to
 * settle, and the seeded order count.
 */
export function loadTargets({ results, mem, pagesPrerendered, settled, orders }) {
  const byKey = Object.fromEntries(results.map((r) => [r.key, r]));
  const targets = [];
  const target = (scenario, wanted, measured, met) =>
    targets.push({ scenario, target: wanted, measured, met });
  const product = byKey.product;
  if (product) {
    target(
      `GET /api/Product/{id} (random ids), ${product.connections} connections`,
      '≥ 25% of hello-world, p99 ≤ 10 ms',
      `${f(product.rps, 0)} req/s = ${f(product.ratio * 100, 0)}% of hello ${f(product.helloRps, 0)}; p99 ${f(product.p99)} ms (hello-world's own p99 ${f(product.helloP99)} ms)`,
      product.ratio >= 0.25 && product.p99 <= 10 && clean(product),
    );
  }
  const search = byKey.search;
  if (search) {
    target(
      `GET /api/Products/search (random words, typos, filters, 24/page), ${search.connections} connections`,
      'p95 ≤ 20 ms, ≥ 3,000 req/s',
      `p95 ${f(search.p95)} ms, ${f(search.rps, 0)} req/s (${f(search.ratio * 100, 0)}% of hello)`,
      search.p95 <= 20 && search.rps >= 3000 && clean(search),
    );
  }
  const pages = ['ssr-product', 'ssr-popular', 'ssr-home', 'ssr-guide', 'ssr-guide-article'];
  for (const page of pages.map((key) => byKey[key]).filter(Boolean)) {
    target(
      `${page.name}, ${page.connections} connections`,
      '≥ 1,000 pages/s, p97.5 ≤ 30 ms',
      `${f(page.rps, 0)} pages/s (${f(page.ratio * 100, 0)}% of hello); p97.5 ${f(page.p97_5)} ms`,
      page.rps >= 1000 && page.p97_5 <= 30 && clean(page),
    );
  }
  if (pagesPrerendered) {
    target(
      `pre-rendering every product page, the home page and the list, idle server`,
      'none of its own: what rendering a page costs',
      `${pagesPrerendered} pages in ${f(settled)} s, ~${f(pagesPrerendered / settled, 0)} pages/s`,
      null,
    );
  }
  const admin = byKey.admin;
  if (admin) {
    target(
      `admin order list, search + paging (${orders} orders), ${admin.connections} connections`,
      'p95 ≤ 50 ms',
      `p95 ${f(admin.p95)} ms, ${f(admin.rps, 0)} req/s`,
      admin.p95 <= 50 && clean(admin),
    );
  }
  target(
    'server peak RSS under the load above (VmHWM)',
    '≤ 300 MB',
    `${f(mem.vmHwmMb, 0)} MB (max sampled VmRSS ${f(mem.peakSampledMb, 0)} MB)`,
    mem.vmHwmMb > 0 && mem.vmHwmMb <= 300,
  );
  return targets;
}

/** Prints the machine, every scenario's figures and the target rows. */
export function printLoadReport({
  results,
  targets,
  counts,
  warmup,
  repeat,
  seconds,
  helloSeconds,
  generator,
}) {
  console.log(
    `\nLoad over ${counts.products} products and ${counts.orders} orders — ${new Date().toISOString()} — ` +
      `${os.cpus().length} cores, ${os.cpus()[0]?.model}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ` +
      `${generator} on loopback, ${warmup} s warm-up + ${repeat} × ${seconds} s per scenario (median run), hello-world ${helloSeconds} s before and after\n`,
  );
  console.log(
    '| scenario | conns | req/s (median; all runs) | hello req/s | ratio | p50 | p95 | p97.5 | p99 ms | hello p99 | non-2xx | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.connections} | ${f(r.rps, 0)} (${r.allRps}) | ${f(r.helloRps, 0)} | ${f(r.ratio * 100, 0)}% | ` +
        `${f(r.p50)} | ${f(r.p95)} | ${f(r.p97_5)} | ${f(r.p99)} | ${f(r.helloP99)} | ${r.non2xx} | ${r.errors + r.timeouts} |`,
    );
  }
  console.log('');
  printTargets(targets);
}
