/**
 * Product images in object storage (README: Running several instances): two instances on one
 * database and one S3 bucket, against a local server that speaks the S3 protocol on loopback.
 * An image uploaded through one instance is served by the other; deleting it removes every
 * rendition from the bucket.
 */
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAdmin, createTestApp, signIn, type TestApp } from './app';
import { insertCategory, multipart, pngImage } from './admin-fixtures';

const BUCKET = 'sg-images';
let s3rver: S3rver;
let s3Dir: string;
let env: Record<string, string>;
let a: TestApp;
let b: FastifyInstance;
let s3: S3Client;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  env = {
    IMAGES_STORE: `s3://${BUCKET}/shop`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'eu-west-1',
    // s3rver's fixed development keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  a = await createTestApp({ env });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(s3Dir, 'b-data'),
    LOG_LEVEL: 'silent',
    PRERENDER_PAGES: '0',
    ...env,
  });
  b = await buildApp(config, {
    database: { db: a.database.db, pool: a.database.pool, close: async () => undefined },
    web: null,
  });
  await b.ready();
  s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'eu-west-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 60_000);

afterAll(async () => {
  s3?.destroy();
  await b?.close();
  await a?.close();
  await s3rver?.close();
  if (s3Dir) await fs.rm(s3Dir, { recursive: true, force: true });
});

/** Whether the bucket holds `key` (s3rver signs listings differently from the SDK: ask per key). */
async function inBucket(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

describe('images in an S3 bucket', () => {
  it('uploaded through one instance, served by the other, deleted from the bucket', async () => {
    const admin = await createAdmin(a, { role: 'admin' });
    const auth = { authorization: `Bearer ${await signIn(a, admin.email)}` };
    const categoryId = (await insertCategory(a, 'Skincare')).id;
    const body = multipart(
      {
        name: 'Bucket Serum',
        description: 'Kept in object storage',
        price: '19.5',
        stockQuantity: '3',
        weight: '0.2',
        isFeatured: 'false',
        categoryId: String(categoryId),
        videoLink: '',
        additionalFieldsRaw: '{}',
      },
      [{ field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() }],
    );
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/Products/saveProduct',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = saved.json().data as { id: number; images: string[] };
    const name = product.images[0]!;
    const stem = name.replace('.webp', '');

    // Every rendition is an object under the prefix's products area; nothing went to a folder.
    const keys = [name, `${stem}-320.webp`, `${stem}-640.webp`].map((n) => `shop/products/${n}`);
    for (const key of keys) expect(await inBucket(key), key).toBe(true);
    expect(await inBucket(name)).toBe(false);
    await expect(fs.access(path.join(a.config.imagesDir, name))).rejects.toThrow();

    // Served by the other instance, bytes as stored, cacheable for a year, 304 on revalidation.
    const served = await b.inject({ url: `/Images/Products/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `shop/products/${name}` }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(served.rawPayload)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const again = await b.inject({
      url: `/Images/Products/${name}`,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await b.inject({ url: `/Images/Products/${stem}-320.webp` })).statusCode).toBe(200);

    // Names that are not ours, or not there, are not found.
    expect((await b.inject({ url: '/Images/Products/0123456789abcdef01234567.webp' })).statusCode).toBe(404);
    expect((await b.inject({ url: '/Images/Products/..%2Fsecret.webp' })).statusCode).toBe(404);

    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/Products/deleteProduct?id=${product.id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await inBucket(key), key).toBe(false);
    await expect(
      s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `shop/products/${name}` })),
    ).rejects.toBeInstanceOf(NoSuchKey);
  });
});
