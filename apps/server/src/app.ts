/**
 * buildApp(config, deps): the whole HTTP application as one Fastify instance, used by main.ts and
 * loaded whole by the tests through inject() (docs/architecture.md#layers). Each step is a file of
 * app/; their order is the app's: services before the plugins that read them, the API before the
 * web app's catch-all, the job queue once every task is registered, and a stop in reverse.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerApi } from './app/api';
import { closeInOrder } from './app/close';
import { startJobs } from './app/jobs';
import { keepPages, registerPages } from './app/pages';
import { createServer, registerPlugins } from './app/server';
import { createServices, type AppDeps, type AppServices } from './app/services';
import type { PageCache } from './page-cache/page-cache';
import type { PagePrerenderer } from './page-cache/page-prerender';

export type { AppDeps, AppServices } from './app/services';
export { BODY_LIMIT, UPLOAD_LIMITS } from './app/server';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The store pages kept and pre-rendered (null without the web app or with it turned off). */
    pages: { cache: PageCache | null; prerenderer: PagePrerenderer | null };
  }
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(config, deps);
  const services = await createServices(app, config, deps);
  app.decorate('services', services);
  const pages = keepPages(app, config, deps.web ?? null, services);
  app.decorate('pages', { cache: pages.cache, prerenderer: pages.prerenderer });
  await registerPlugins(app, config, deps.database, pages.cache);
  await registerApi(app, config, deps.database.db, services);
  const renders = await registerPages(app, config, deps.web ?? null, services, pages);
  await startJobs(app, deps.database.db, services);
  closeInOrder(app, services, pages, renders);
  return app as unknown as FastifyInstance;
}
