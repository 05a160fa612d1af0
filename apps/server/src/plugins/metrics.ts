import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StoreMetrics } from '../modules/health/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics` for Prometheus (docs/architecture.md#running), only with METRICS_TOKEN: without it
 * nothing is measured and the path is an unknown page like any other (404). A scrape must send
 * `Authorization: Bearer <METRICS_TOKEN>`; the comparison takes the same time for any wrong token.
 *
 * Registered before every route, so each route gets its own latency timer at registration
 * (StoreMetrics.routeTimer): the per-request cost is one extra onResponse hook.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: StoreMetrics; token: string }) => {
    const { metrics } = opts;
    const expected = digest(`Bearer ${opts.token}`);

    app.addHook('onRoute', (route) => {
      if (route.url === '/metrics') return;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      const timer = metrics.routeTimer(method, route.url);
      const hook: onResponseHookHandler = (_request, reply, done) => {
        timer(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      const existing = route.onResponse;
      route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
    });

    app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const sent = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(sent, expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ succeeded: false, errors: ['A valid metrics token is required'] });
      }
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.render());
    });
  },
);
