import os from 'node:os';
import path from 'node:path';
import { REVIEW_PHOTOS_PREFIX, type StoreServices } from '@seoul-glow/shared';
import type { Config } from '../config';
import { WorkInFlight } from '../lib/work-in-flight';
import { catalogPageSource } from '../modules/catalog/catalog-page-source';
import { guideStoreReads } from '../modules/guide/guide-store-reads';
import { PageCache } from '../page-cache/page-cache';
import type { PageSource } from '../page-cache/page-source';
import { PagePrerenderer } from '../page-cache/page-prerender';
import { productImages } from '../plugins/product-images';
import { webApp, type WebBuild } from '../plugins/web-app';
import type { App } from './server';
import type { AppServices } from './services';

/** The store pages kept and pre-rendered, and what the web app's loaders read. */
export interface StorePages {
  cache: PageCache | null;
  prerenderer: PagePrerenderer | null;
  storeServices: StoreServices;
}

/** The page cache and the idle-time pre-renderer (ADR 0011, 0022); none without the web app. */
export function keepPages(app: App, config: Config, web: WebBuild | null, services: AppServices): StorePages {
  const storeServices = services.reviews.storeServices(services.catalog, guideStoreReads(services.guide));
  const catalogSource = catalogPageSource(services.catalog, storeServices);
  // Product and ingredient pages show the guide's articles: a guide change replays them too.
  const pageSource: PageSource = {
    ...catalogSource,
    generation: () => catalogSource.generation() + services.guide.version,
    onChange: (listener) => {
      catalogSource.onChange(listener);
      services.guide.onChange(listener);
    },
  };
  // Pages not read lately wait in an anonymous file of this process (ADR 0022), not in memory.
  const cache = web
    ? new PageCache(pageSource, {
        diskDir: path.join(os.tmpdir(), 'seoul-glow-pages'),
        onDiskError: (err) =>
          app.log.warn({ err }, 'page cache: disk tier off, keeping pages in memory only'),
      })
    : null;
  const prerenderer =
    cache && config.prerenderPages
      ? new PagePrerenderer({ cache, source: pageSource, publicUrl: config.publicUrl, log: app.log })
      : null;
  if (prerenderer) {
    // Every request, API ones included, holds the pre-rendering back until the server is quiet.
    // The response's 'close' ends it, answered or aborted, once. Not Fastify's onRequestAbort hook
    // (a listener on every request): with it, 5 s of the health route at 20 connections moved
    // 159 MB to the old space instead of 35 MB, and ran at ~6,000 instead of ~8,000 req/s.
    const ended = () => prerenderer.requestEnded();
    app.addHook('onRequest', (_request, reply, done) => {
      prerenderer.requestStarted();
      reply.raw.once('close', ended);
      done();
    });
  }
  return { cache, prerenderer, storeServices };
}

/**
 * Product images, review photos and the web app for every other path. Returns the renders in
 * flight, which a stop waits for before it closes what they read (closeInOrder).
 */
export async function registerPages(
  app: App,
  config: Config,
  web: WebBuild | null,
  services: AppServices,
  pages: StorePages,
): Promise<WorkInFlight> {
  await app.register(productImages, { store: services.images.products });
  await app.register(productImages, { store: services.images.reviews, urlPrefix: REVIEW_PHOTOS_PREFIX });
  const renders = new WorkInFlight();
  await app.register(webApp, {
    web,
    services: pages.storeServices,
    publicUrl: config.publicUrl,
    pageCache: pages.cache,
    prerenderer: pages.prerenderer,
    renders,
  });
  return renders;
}
