// Lighthouse (mobile profile, Debian's Chromium) against the production build with the demo
// catalog: performance, accessibility, best practices and SEO for /, /products and a product page.
// usage: node bench/lighthouse.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, root } from '../scripts/build-state.mjs';

const PORT = 4192;
const origin = `http://127.0.0.1:${PORT}`;
const appRoot = process.env.SG_APP_ROOT ?? (ensureBuild(), root);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sg-bench-lh-'));
// The embedded PostgreSQL runs as the postgres user when we are root: it must reach DATA_DIR.
chmodSync(dataDir, 0o755);

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(appRoot, 'apps/server/dist/main.js')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // The first start seeds the demo catalog and renders its photos: allow for a busy machine.
    const deadline = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('server did not become healthy in 240 s'));
    }, 240_000);
    const poll = async () => {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) {
          clearTimeout(deadline);
          return resolve(child);
        }
      } catch {
        /* not up yet */
      }
      setTimeout(poll, 100);
    };
    poll();
  });
}

let server;
let chrome;
try {
  server = await startServer();
  const products = (await (await fetch(`${origin}/api/Products/search?pageSize=1`)).json()).data.items;
  const pages = ['/', '/products', `/products/${products[0].id}`];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  for (const page of pages) {
    // One warm-up load (server caches, compiled templates), then the measured run.
    await fetch(origin + page);
    const result = await lighthouse(origin + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
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
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].displayValue,
      cls: lhr.audits['cumulative-layout-shift'].displayValue,
      tbt: lhr.audits['total-blocking-time'].displayValue,
      failed,
    });
  }
  console.log(
    `\nLighthouse ${new Date().toISOString()} — mobile profile, ${os.cpus().length} cores, ${os.cpus()[0]?.model}\n`,
  );
  console.log('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} |`,
    );
  }
  for (const r of rows)
    if (r.failed.length) console.log(`${r.page}: audits below 0.9: ${r.failed.join(', ')}`);
} finally {
  await chrome?.kill();
  if (server) {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
