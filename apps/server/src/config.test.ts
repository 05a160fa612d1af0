import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the docs/architecture.md#running defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
      databaseUrl: undefined,
      admin: undefined,
      aiModel: 'gpt-3.5-turbo',
      trustProxy: false,
    });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.imagesDir).toBe(`${c.dataDir}/images/products`);
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'long-enough',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      AI_BASE_URL: 'http://127.0.0.1:9999/v1',
      AI_API_KEY: 'k',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      admin: { email: 'owner@example.com', password: 'long-enough' },
      seedDemo: false,
      trustProxy: true,
      ai: { baseUrl: 'http://127.0.0.1:9999/v1', apiKey: 'k', model: 'gpt-3.5-turbo' },
    });
  });

  it('stops with a list of everything that is wrong', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'not-an-email',
        SEED_DEMO: 'maybe',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
      expect(problems).toMatch(/ADMIN_EMAIL: must be an email/);
      expect(problems).toMatch(/SEED_DEMO/);
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/must be set together/);
  });

  it('keeps images in IMAGES_DIR when set, so instances can share one image store', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', IMAGES_DIR: '/srv/shared/images' }).imagesDir).toBe(
      '/srv/shared/images',
    );
    expect(loadConfig({ DATA_DIR: '/tmp/x', IMAGES_DIR: '' }).imagesDir).toBe('/tmp/x/images/products');
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', IMAGES_DIR: '/tmp/x/pg/img' })).toThrow(
      /IMAGES_DIR: must not be inside DATA_DIR\/pg/,
    );
  });
});
