import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('config: image store and metrics', () => {
  it('keeps images in folders by default, review photos beside product images under DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/sg' }).imagesStore).toEqual({
      kind: 'file',
      productsDir: '/srv/sg/images/products',
      reviewsDir: '/srv/sg/images/reviews',
    });
    expect(loadConfig({ DATA_DIR: '/srv/sg', IMAGES_DIR: '/mnt/shared' }).imagesStore).toMatchObject({
      kind: 'file',
      productsDir: '/mnt/shared',
    });
  });

  it('reads s3://bucket/prefix with its endpoint, region, keys and path style', () => {
    const c = loadConfig({
      IMAGES_STORE: 's3://shop-images/prod/eu/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(c.imagesStore).toEqual({
      kind: 's3',
      bucket: 'shop-images',
      prefix: 'prod/eu',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ IMAGES_STORE: 's3://shop-images' }).imagesStore).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses a store it cannot use, half a key pair and a short metrics token', () => {
    expect(problems({ IMAGES_STORE: 'ftp://x' })).toEqual([
      'IMAGES_STORE: must be "file" or s3://bucket/prefix',
    ]);
    expect(problems({ IMAGES_STORE: 's3://Bad_Bucket' })).toHaveLength(1);
    expect(problems({ IMAGES_STORE: 's3://b-1', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN: must be at least 16 characters']);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});
