/**
 * Hands every non-API path to the React Router server build (docs/architecture.md#stack), in
 * place of @mcansh/remix-fastify: built client assets first, pre-compressed; then cacheable store
 * pages through the page cache (src/page-cache); every other page rendered per request with a
 * CSP nonce.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouterContext, ServerBuild } from 'react-router';
import { MESSAGES, type AppLoadContext, type StoreServices } from '@seoul-glow/shared';
import type { WorkInFlight } from '../lib/work-in-flight';
import { requestOrigin } from '../lib/request-origin';
import { acceptsEncoding } from './compression';
import type { PageCache } from '../page-cache/page-cache';
import { cachedGzip, inlineScriptHashes, type KeptPage, type RenderedPage } from '../page-cache/page-entry';
import { isCacheablePage, pageCacheKey } from '../page-cache/page-keys';
import type { PagePrerenderer } from '../page-cache/page-prerender';
import { contentSecurityPolicy } from './security';

/** Pages rendered at the same time (see renderSlot). */
const RENDERS_AT_ONCE = 4;

// The web app is built with React Router's v8_middleware future flag: load context is a provider.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export interface WebBuild {
  build: ServerBuild;
  clientDir: string;
}

/** The web app's production build, found from src/ (tests) and from dist/ alike. */
export async function loadWebBuild(): Promise<WebBuild | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../../web/build', '../../web/build', '../../../../apps/web/build']) {
    const dir = path.resolve(here, up);
    const serverEntry = path.join(dir, 'server', 'index.js');
    if (existsSync(serverEntry)) {
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      return { build, clientDir: path.join(dir, 'client') };
    }
  }
  return null;
}

function toFetchRequest(request: FastifyRequest, origin: string, method = request.method): Request {
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body =
    hasBody && request.body !== undefined
      ? typeof request.body === 'string' || Buffer.isBuffer(request.body)
        ? request.body
        : JSON.stringify(request.body)
      : undefined;
  return new Request(url, { method, headers, body });
}

async function sendFetchResponse(reply: FastifyReply, response: Response, nonce: string) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    reply.header('content-security-policy', contentSecurityPolicy({ nonce }));
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/** A whole response read into memory, as the page cache keeps it (headers it sets itself left out). */
async function bufferResponse(response: Response): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      headers.push([key, value]);
  }
  const cacheable =
    (response.status === 200 || response.status === 404) && !response.headers.has('set-cookie');
  return { status: response.status, headers, body, cacheable };
}

function isKept(answer: RenderedPage | KeptPage): answer is KeptPage {
  return 'own' in answer;
}

/** Sends a buffered page: kept ones with their ETag, hash-based CSP and gzip body. */
function sendPage(request: FastifyRequest, reply: FastifyReply, answer: RenderedPage | KeptPage) {
  const page = isKept(answer) ? answer.page : answer;
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  const isHtml = (reply.getHeader('content-type')?.toString() ?? '').startsWith('text/html');
  if (!isKept(answer)) {
    // Not kept (an error page): sent as it is; the page compression hook compresses it.
    if (isHtml) {
      const hashes = inlineScriptHashes(answer.body.toString('utf8'));
      reply.header('content-security-policy', contentSecurityPolicy({ hashes }));
    }
    return reply.send(answer.body);
  }
  const { page: kept } = answer;
  if (isHtml) reply.header('content-security-policy', contentSecurityPolicy({ hashes: kept.scriptHashes! }));
  reply.header('etag', kept.etag);
  reply.header('vary', 'Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (
    kept.status === 200 &&
    match &&
    match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === kept.etag)
  ) {
    return reply.status(304).send();
  }
  const gzip = cachedGzip(answer);
  if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip')) return reply.send(gunzipSync(gzip));
  reply.header('content-encoding', 'gzip');
  return reply.send(gzip);
}

export async function webApp(
  app: FastifyInstance,
  opts: {
    web: WebBuild | null;
    services: StoreServices;
    publicUrl: string | undefined;
    /** Keeps rendered store pages (page-cache.ts); null renders every request. */
    pageCache?: PageCache | null;
    /** Renders catalog pages into the cache while the server is idle (page-prerender.ts). */
    prerenderer?: PagePrerenderer | null;
    /**
     * Every render, started or waiting for its slot. A render goes on when its client hangs up:
     * the app's stop waits for them before it closes what they read (app.ts).
     */
    renders: WorkInFlight;
  },
) {
  const { web } = opts;
  if (web && existsSync(web.clientDir)) {
    await app.register(fastifyStatic, {
      root: web.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      // Set below: @fastify/send's own header (max-age=0) would replace the one set there.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite's hashed bundles never change under the same name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // The .br / .gz twin is chosen by Accept-Encoding: shared caches must key on it.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  // Loaded only now, after main.ts has settled NODE_ENV: React picks its build at import time,
  // and the web build's react-dom must match the react that react-router loads.
  const { RouterContextProvider, createRequestHandler } = await import('react-router');
  const handle = web ? createRequestHandler(web.build, 'production') : null;
  // The context key the web app's loaders read (exported by its entry.server).
  const storeKey = (web?.build.entry.module as { storeContext?: RouterContext } | undefined)?.storeContext;
  if (web && !storeKey) throw new Error('The web build does not export storeContext from entry.server');

  // Form posts to the web app arrive as text; React Router parses them itself.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );

  /**
   * Renders at once, the others wait their turn: a render holds its React tree and its page in
   * memory (a product page with its ingredient notes and reviews, ~2 MB while it renders), and two
   * cores gain nothing from more at a time. Without a bound, 20 crawlers on uncached product pages
   * ran the 144 MB heap out of memory within seconds.
   */
  const slot = pLimit(RENDERS_AT_ONCE);
  const renderSlot = <T>(render: () => Promise<T>) => opts.renders.track(slot(render));

  /** A cacheable page rendered for the page cache: its loaders read `services` (GET, no nonce). */
  const renderForCache = (request: Request, origin: string, services: StoreServices) =>
    renderSlot(async () => {
      const value: AppLoadContext = { services, origin };
      const context = new RouterContextProvider(new Map([[storeKey!, value]]));
      return bufferResponse(await handle!(request, context));
    });
  opts.prerenderer?.start((pathname, origin, services) =>
    renderForCache(
      new Request(new URL(pathname, origin), { headers: { accept: 'text/html' } }),
      origin,
      services,
    ),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ succeeded: false, errors: [MESSAGES.generic.notFound] });
    }
    if (pathname.startsWith('/Images/') || !handle) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const origin = requestOrigin(request, opts.publicUrl);
    const cache = opts.pageCache;
    if (cache && isCacheablePage(request.method, pathname)) {
      opts.prerenderer?.noteOrigin(origin);
      // Always rendered as a GET: a HEAD must not leave an empty body in the cache.
      const page = await cache.get(pageCacheKey(origin, request.url), (services) =>
        renderForCache(toFetchRequest(request, origin, 'GET'), origin, services),
      );
      return sendPage(request, reply, page);
    }
    const nonce = randomBytes(16).toString('base64');
    const value: AppLoadContext = { services: opts.services, origin, nonce };
    const context = new RouterContextProvider(new Map([[storeKey!, value]]));
    // Streamed: the slot is held until the shell is ready, the rest streams after.
    const response = await renderSlot(() => handle(toFetchRequest(request, origin), context));
    return sendFetchResponse(reply, response, nonce);
  });
}
