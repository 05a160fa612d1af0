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

describe('payments and demo data in production', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };

  it('uses the demo provider and seeds the demo data outside production', () => {
    expect(loadConfig({})).toMatchObject({
      paymentProvider: 'demo',
      seedDemo: true,
      paymentGraceSeconds: 120,
    });
    expect(loadConfig(stripe)).toMatchObject({
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_live_x' },
    });
  });

  it('refuses the demo provider in production unless PAYMENT_PROVIDER=demo says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).toThrow(
      /PAYMENT_PROVIDER: NODE_ENV=production takes real payments through Stripe/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'demo' }),
    ).toMatchObject({
      paymentProvider: 'demo',
      stripe: undefined,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...stripe }),
    ).toMatchObject({ paymentProvider: 'stripe' });
    // Keys set but the demo asked for: the keys are not used.
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
        PAYMENT_PROVIDER: 'demo',
        ...stripe,
      }).stripe,
    ).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('seeds the demo data in production only with SEED_DEMO=1', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...stripe }).seedDemo,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', SEED_DEMO: '1', ...stripe })
        .seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('refuses production without PUBLIC_URL, since mail links would follow the Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' })).toThrow(
      /PUBLIC_URL: NODE_ENV=production needs/,
    );
    expect(loadConfig({ PAYMENT_PROVIDER: 'demo' }).publicUrl).toBeUndefined();
  });

  it('reads the grace period before reconciliation', () => {
    expect(loadConfig({ PAYMENT_GRACE_SECONDS: '5' }).paymentGraceSeconds).toBe(5);
    expect(() => loadConfig({ PAYMENT_GRACE_SECONDS: '0' })).toThrow(/PAYMENT_GRACE_SECONDS/);
  });
});
