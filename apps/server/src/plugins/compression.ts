import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable, pipeline, type Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Compresses what the web app's not-found handler answers: the server-rendered pages, React
 * Router's `/__manifest`, robots.txt and the sitemap. @fastify/compress attaches itself to routes
 * (onRoute) and never sees that handler, so the pages went out uncompressed (Lighthouse's
 * `uses-text-compression`: 150-290 KB per page). Built assets are precompressed at build time
 * (@fastify/static preCompressed), API routes keep @fastify/compress.
 *
 * Brotli at quality 4 (about as fast as gzip 6, ~15% smaller) or gzip; every chunk the renderer
 * writes is flushed at once, so a streamed page still reaches the browser as it is rendered.
 */
const THRESHOLD = 1024;
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** Whether an Accept-Encoding header accepts `encoding` (q > 0, named or through `*`). */
export function acceptsEncoding(header: string | undefined, encoding: Encoding): boolean {
  if (!header) return false;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
}

/** The best encoding the client accepts (q > 0), brotli first. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return null;
}

function compressor(encoding: Encoding): Transform {
  if (encoding === 'br') {
    return zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    });
  }
  return zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  }
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply): Encoding | null {
  // Routes are @fastify/compress's or @fastify/static's (precompressed): only the not-found handler.
  if (!request.is404) return null;
  if (request.method === 'HEAD') return null;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return null;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return null;
  return pickEncoding(request.headers['accept-encoding']);
}

export const pageCompression = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    if (payload === null || payload === undefined) return payload;
    const encoding = shouldCompress(request, reply);
    if (!encoding) return payload;

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      addVary(reply);
      if (body.length < THRESHOLD) return payload;
      const compressed =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : zlib.gzipSync(body);
      reply.header('content-encoding', encoding);
      reply.header('content-length', compressed.length);
      return compressed;
    }

    if (payload instanceof Readable) {
      addVary(reply);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      // An error of the source (an aborted render) destroys the compressed stream with it.
      return pipeline(payload, compressor(encoding), (error) => {
        if (error) request.log.debug({ err: error }, 'compressed page stream ended early');
      });
    }
    return payload;
  });
});
