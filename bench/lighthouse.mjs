// Lighthouse (mobile profile, Debian's Chromium) against the production build with the demo
// catalog: performance, accessibility, best practices and SEO for /, /products, a product page and
// /cart, each the median of several runs, plus the JavaScript a first visit downloads.
// usage: node bench/lighthouse.mjs [--runs 3]
//   CHROMIUM_PATH overrides /usr/bin/chromium, LH_PORT the server port (default 4192),
//   SG_APP_ROOT measures a build copied elsewhere, LH_REPORT_DIR keeps every JSON report there,
//   LH_PAGES=product,cart measures only those of home, products, product, cart.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, root } from '../scripts/build-state.mjs';
import { startAppServer, stopProcess } from './lib/app-server.mjs';

const argRuns = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(argRuns > 0 ? process.argv[argRuns + 1] : (process.env.LH_RUNS ?? 3)));
const PORT = Number(process.env.LH_PORT ?? 4192);
const JS_BUDGET_KB = 150;
const origin = `http://127.0.0.1:${PORT}`;
const appRoot = process.env.SG_APP_ROOT ?? (ensureBuild(), root);
const reportDir = process.env.LH_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-lh-'));
// The embedded PostgreSQL runs as the postgres user when we are root: it must reach DATA_DIR.
chmodSync(dataDir, 0o755);

/** The first start seeds the demo catalog and renders its photos: allow for a busy machine. */
const startServer = () =>
  startAppServer({
    appRoot,
    port: PORT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    timeoutMs: 240_000,
    pollMs: 100,
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The scripts a first visit downloads (every JavaScript response of the Lighthouse load, lazy
 * chunks fetched during the load included): bytes on the wire as Chromium received them, and
 * each file gzipped (level 9, as the server's precompressed .gz) so the budget does not depend
 * on whether the browser asked for brotli.
 */
const gzCache = new Map();
async function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(origin) && (r.statusCode ?? 200) < 400,
  );
  let transfer = 0;
  let gzip = 0;
  const files = [];
  for (const s of scripts) {
    transfer += s.transferSize ?? 0;
    if (!gzCache.has(s.url)) {
      const body = Buffer.from(
        await (await fetch(s.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      gzCache.set(s.url, gzipSync(body, { level: 9 }).length);
    }
    gzip += gzCache.get(s.url);
    files.push({ url: s.url.slice(origin.length), gz: gzCache.get(s.url) });
  }
  return { count: scripts.length, transfer, gzip, files };
}

let server;
let chrome;
try {
  server = await startServer();
  const products = (await (await fetch(`${origin}/api/Products/search?pageSize=1`)).json()).data.items;
  const named = { home: '/', products: '/products', product: `/products/${products[0].id}`, cart: '/cart' };
  const only = process.env.LH_PAGES?.split(',');
  const pages = Object.entries(named)
    .filter(([name]) => !only || only.includes(name))
    .map(([, page]) => page);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  for (const page of pages) {
    // One warm-up load (server caches, compiled templates), then the measured runs.
    await fetch(origin + page);
    const runs = [];
    for (let i = 0, attempts = 0; i < RUNS && attempts < RUNS * 2; attempts++) {
      const result = await lighthouse(origin + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result.lhr;
      // A broken trace (NO_NAVSTART on a busy machine) scores 0: measure again instead.
      if (lhr.runtimeError) {
        console.error(`${page}: ${lhr.runtimeError.code}, run again`);
        continue;
      }
      i++;
      if (reportDir) {
        const name = `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '_')}-${i}.json`;
        writeFileSync(path.join(reportDir, name), result.report);
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: await scriptBytes(lhr),
        failed,
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page,
      performance: m('performance'),
      all: runs.map((r) => r.performance).join(', '),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      cls: m('cls'),
      tbt: m('tbt'),
      js: runs.at(-1).js,
      jsGzip: median(runs.map((r) => r.js.gzip)),
      jsTransfer: median(runs.map((r) => r.js.transfer)),
      failed: [...new Set(runs.flatMap((r) => r.failed))],
    });
  }
  const kb = (b) => (b / 1024).toFixed(1);
  console.log(
    `\nLighthouse ${new Date().toISOString()} — mobile profile, median of ${RUNS} run(s), ` +
      `${os.cpus().length} cores, ${os.cpus()[0]?.model}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log(
    '| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | first-visit JS gz (wire) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} (${r.all}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ` +
        `${Math.round(r.tbt)} ms | ${kb(r.jsGzip)} KB (${kb(r.jsTransfer)} KB, ${r.js.count} files) |`,
    );
  }
  console.log(
    `\nTargets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, first-visit JS gz ≤ ${JS_BUDGET_KB} KB.`,
  );
  for (const r of rows) {
    const misses = [];
    if (r.performance < 95) misses.push(`performance ${r.performance}`);
    if (r.accessibility < 100) misses.push(`accessibility ${r.accessibility}`);
    if (r.bestPractices < 95) misses.push(`best practices ${r.bestPractices}`);
    if (r.seo < 100) misses.push(`SEO ${r.seo}`);
    if (r.jsGzip > JS_BUDGET_KB * 1024) misses.push(`JS ${kb(r.jsGzip)} KB gz`);
    console.log(`${r.page}: ${misses.length ? `MISSED ${misses.join(', ')}` : 'all targets met'}`);
    if (r.failed.length) console.log(`  audits below 0.9 in some run: ${r.failed.join(', ')}`);
  }
  if (process.env.LH_VERBOSE) {
    for (const r of rows) {
      console.log(`\n${r.page} scripts (gz bytes):`);
      for (const f of [...r.js.files].sort((a, b) => b.gz - a.gz)) console.log(`  ${f.gz}\t${f.url}`);
    }
  }
} finally {
  await chrome?.kill();
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
