import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';

/**
 * Product images at /Images/Products/{file} (docs/product.md#the-api). Files are looked up per request, so an
 * upload through any instance sharing the image store is served at once. Names are random and
 * never rewritten, hence a year of caching.
 */
export async function productImages(app: FastifyInstance, opts: { dir: string }) {
  await fs.mkdir(opts.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.dir,
    prefix: '/Images/Products/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => /^\/[A-Za-z0-9_-]+\.(webp|png|jpe?g)$/.test(pathName),
  });
}
