// One bounded load run on loopback: wrk (Debian's package, C) when it is installed, autocannon
// otherwise. Same arguments and result either way.
//
// Why wrk first: autocannon 9 turns every response body into a string (`req.body += data` in its
// pipelined request queue), which for a gzip page is a UTF-8 decode of binary bytes: ~320 µs of
// the load generator's CPU per 20 KB page, ~90 µs per 29 KB search answer, against ~3 µs for
// ASCII. On two cores shared with the server that decode, not the server, set the page rates
// (bench/README.md, "The load generator"). wrk reads and drops bodies.
//
// wrk runs a Lua script that cycles through request paths made beforehand by `makePath` (a fresh
// set per run, as many as the run can use), and prints its counts and latency percentiles (HdrHistogram,
// microsecond resolution) as JSON when done.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannonRun } from './autocannon-run.mjs';

/** The load generator this machine has: wrk when on PATH (LOAD_GENERATOR=autocannon forces the other). */
export const LOAD_GENERATOR =
  process.env.LOAD_GENERATOR === 'autocannon'
    ? 'autocannon'
    : spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error
      ? 'autocannon'
      : 'wrk';

/** Requests a run may make at most per second and connection set: paths beyond it are not needed. */
const MAX_RATE = 50_000;

const LUA = `
local paths = {}
local n = 0
local at = 0
local method = "GET"
init = function(args)
  method = args[2] or "GET"
  for line in io.lines(args[1]) do
    n = n + 1
    paths[n] = line
  end
end
request = function()
  at = at % n + 1
  return wrk.format(method, paths[at])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,' ..
    '"p50":%d,"p95":%d,"p97_5":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(97.5), latency:percentile(99), latency.max))
end
`;

function wrkRun({ url, connections, seconds, makePath, headers = {}, method = 'GET' }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sg-wrk-'));
  const count = Math.min(1_000_000, Math.ceil(seconds * MAX_RATE));
  const lines = new Array(count);
  for (let i = 0; i < count; i++) lines[i] = makePath();
  writeFileSync(path.join(dir, 'paths.txt'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(dir, 'run.lua'), LUA);
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    path.join(dir, 'run.lua'),
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url, '--', path.join(dir, 'paths.txt'), method);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${err || out}`));
      const r = JSON.parse(line);
      const duration = r.duration / 1e6;
      resolve({
        connections,
        seconds: duration,
        requests: r.requests,
        rps: r.requests / duration,
        p50: r.p50 / 1000,
        p95: r.p95 / 1000,
        p97_5: r.p97_5 / 1000,
        p99: r.p99 / 1000,
        max: r.max / 1000,
        // wrk counts answers of 400 and above; the scenarios expect 200 only.
        non2xx: r.status,
        errors: r.connect + r.read + r.write,
        timeouts: r.timeout,
      });
    });
  });
}

/**
 * One bounded run; `makePath()` is called for every request (autocannon) or ahead of it (wrk).
 * `method` is GET unless given (a body-less POST for the admin-write scenario).
 */
export function loadRun(options) {
  return LOAD_GENERATOR === 'wrk' ? wrkRun(options) : autocannonRun(options);
}
