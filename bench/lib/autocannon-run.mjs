// One bounded autocannon run on loopback with every response time kept, so the percentiles
// are exact rather than autocannon's histogram buckets.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One bounded autocannon run; every response time kept, so the percentiles are exact. */
export async function autocannonRun({ url, connections, seconds, makePath, headers, method = 'GET' }) {
  const latencies = [];
  let non2xx = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    requests: [{ method, setupRequest: (req) => ({ ...req, path: makePath() }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status < 200 || status > 299) non2xx++;
    latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds: result.duration,
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
