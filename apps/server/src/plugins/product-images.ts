import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import { FileBlobStore, type BlobStore, type StoredBlob } from '../lib/images/blob-store';
import { SizedLru } from '../lib/sized-lru';

const PRODUCTS_PREFIX = '/Images/Products/';
const IMAGE_NAME = /^[A-Za-z0-9_-]+\.(webp|png|jpe?g)$/;
/** Names are random and never rewritten, hence a year of caching everywhere. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Hot images of a bucket kept in memory: a product list shows the same few dozen to everyone. */
const BUCKET_CACHE_BYTES = 32 * 1024 * 1024;

const MISSING = new Error('no such image');

async function loadOrThrow(store: BlobStore, file: string): Promise<StoredBlob> {
  const blob = await store.get(file);
  if (!blob) throw MISSING;
  return blob;
}

/**
 * Product images at /Images/Products/{file} (docs/product.md#the-api), whichever store keeps them.
 * A folder is served as static files, looked up per request, so an upload through any instance
 * sharing the folder is served at once. A bucket is read through the server (the bucket stays
 * private, the URLs stay the same), with the hottest images kept in memory (an image deleted
 * through another instance may be served from there until it is pushed out; nothing links to it).
 */
export async function productImages(app: FastifyInstance, opts: { store: BlobStore; urlPrefix?: string }) {
  const { store } = opts;
  // Review photos are served the same way from their own store (app.ts). Not `prefix`: Fastify
  // would take that as the plugin's route prefix.
  const prefix = opts.urlPrefix ?? PRODUCTS_PREFIX;
  if (store instanceof FileBlobStore) {
    await fs.mkdir(store.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.dir,
      prefix,
      decorateReply: false,
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      allowedPath: (pathName) => IMAGE_NAME.test(pathName.slice(1)),
    });
    return;
  }

  const kept = new SizedLru<StoredBlob>(BUCKET_CACHE_BYTES);
  app.get<{ Params: { file: string } }>(
    `${prefix}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (!IMAGE_NAME.test(file)) return reply.callNotFound();
      let blob: StoredBlob;
      try {
        // A failed load is not kept: an image missing now may be uploaded through another instance.
        blob = await kept.get(
          file,
          () => loadOrThrow(store, file),
          (b) => b.body.length,
        );
      } catch (err) {
        if (err === MISSING) return reply.callNotFound();
        throw err;
      }
      reply.header('cache-control', CACHE_CONTROL).header('etag', blob.etag);
      if (request.headers['if-none-match'] === blob.etag) return reply.code(304).send();
      return reply.type(blob.contentType).send(blob.body);
    },
  );
}
