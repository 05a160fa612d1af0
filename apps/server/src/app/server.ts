import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { loggerOptions } from '../lib/log-redaction';
import { StoreMetrics } from '../modules/health/metrics';
import type { PageCache } from '../page-cache/page-cache';
import { pageCompression } from '../plugins/compression';
import { errorHandler, frameworkErrors } from '../plugins/error-handler';
import { metricsPlugin } from '../plugins/metrics';
import { openapi } from '../plugins/openapi';
import { RequestLogController } from '../plugins/request-log';
import { security } from '../plugins/security';
import type { AppDeps } from './services';

export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 10, fields: 40 };

/** The Fastify instance with its options and the zod type provider, before any plugin. */
export function createServer(config: Config, deps: Pick<AppDeps, 'logStream'>) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // A hop count is valid for Fastify (proxy-addr) though its types only list strings.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    // Per-request lines at a level that says whether to look (plugins/request-log.ts).
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

export type App = ReturnType<typeof createServer>;

/** The cross-cutting plugins (plugins/), before every route. */
export async function registerPlugins(
  app: App,
  config: Config,
  database: Database,
  pageCache: PageCache | null,
): Promise<void> {
  await app.register(errorHandler);
  if (config.metricsToken) {
    // Before every route: each route gets its latency timer as it is registered.
    const metrics = new StoreMetrics({
      db: database.db,
      pool: database.pool,
      pageCache: () =>
        pageCache && { hits: pageCache.hits, misses: pageCache.misses, bytes: pageCache.bytes },
    });
    await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  }
  await app.register(security);
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(pageCompression);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(openapi);
}
