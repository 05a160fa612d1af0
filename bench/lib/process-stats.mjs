// What a process costs, from Linux's /proc: CPU time, whether it has gone idle, and its peak
// resident memory. The load benchmark waits for the server's start-up work and reports its
// memory; the checkout benchmark measures the CPU per checkout of the server and PostgreSQL.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** CPU time (ms) a process has used so far, from /proc. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the server has used under 5% of a core for a whole second (its background
 * pre-rendering of the catalog's pages done), at most `maxSeconds`; returns the seconds waited.
 */
export async function settle(pid, maxSeconds = 240) {
  const started = performance.now();
  let last = cpuMs(pid);
  while ((performance.now() - started) / 1000 < maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(pid);
    if (now - last < 50) break;
    last = now;
  }
  return (performance.now() - started) / 1000;
}

/** Peak resident memory of one process: the kernel's high-water mark plus our own samples. */
export function memorySampler(pid) {
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
      return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
    } catch {
      return undefined; // not Linux, or the process is gone
    }
  };
  let maxRss = 0;
  let hwm = 0;
  let sinceMark = 0;
  const sample = () => {
    const m = read();
    if (m) {
      maxRss = Math.max(maxRss, m.rss);
      sinceMark = Math.max(sinceMark, m.rss);
      hwm = Math.max(hwm, m.hwm);
    }
  };
  const timer = setInterval(sample, 200);
  return {
    /** The highest RSS sampled since the last call (MB). */
    mark() {
      sample();
      const peak = sinceMark / 1024;
      sinceMark = 0;
      return peak;
    },
    stop() {
      sample();
      clearInterval(timer);
      return { peakSampledMb: maxRss / 1024, vmHwmMb: hwm / 1024 };
    },
  };
}

/**
 * CPU seconds used so far by the server process and by PostgreSQL (the postmaster and all its
 * backends), from /proc (Linux): the work per checkout, which the other load on a shared machine
 * does not change the way it changes wall-clock throughput. Null where /proc is not there.
 */
export function cpuSeconds(serverPid, pgDir) {
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
