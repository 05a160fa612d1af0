// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package/file,
// so a benchmark's hot spots can be read without DevTools.
// usage: node bench/lib/profile-summary.mjs FILE.cpuprofile [top=30]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function where(url) {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\/(apps|packages)\//, '$1/');
}
const fn = new Map();
const pkg = new Map();
for (const [id, t] of self) {
  const { callFrame: c } = byId.get(id);
  const k = `${c.functionName || '(anon)'} ${where(c.url)}:${c.lineNumber + 1}`;
  fn.set(k, (fn.get(k) ?? 0) + t);
  const p = where(c.url) === '(native)' ? c.functionName || '(native)' : where(c.url);
  pkg.set(p, (pkg.get(p) ?? 0) + t);
}
const show = (m, title) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
};
show(pkg, 'self time by package / file');
show(fn, 'self time by function');

// Inclusive time: each sample counts once for every distinct function on its stack.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { callFrame: c } = byId.get(at);
    seen.add(`${c.functionName || '(anon)'} ${where(c.url)}:${c.lineNumber + 1}`);
  }
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + (dt[i] ?? 0));
});
show(inclusive, 'inclusive time by function');
