import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requireWebBuild, type TestApp } from '../test/app';
import { helmetHeaders, PERMISSIONS_POLICY } from './plugins/security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP surface', () => {
  it('reports health once the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 envelope', async () => {
    for (const url of ['/api/nope', '/api', '/api/Products/nothing?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ succeeded: false, errors: ['Not found'] });
    }
  });

  it('sets security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it("sets every header helmet sets, on answers, errors, images and the web app's files alike", async () => {
    const expected = helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    const web = await requireWebBuild();
    const withWeb = await createTestApp({ web });
    try {
      for (const [app, url] of [
        [t.app, '/api/health'],
        [t.app, '/api/nope'],
        [t.app, '/Images/Products/missing.webp'],
        [withWeb.app, '/favicon.svg'],
        [withWeb.app, '/contact'],
      ] as const) {
        const res = await app.inject(url);
        for (const [name, value] of Object.entries({
          ...expected,
          'permissions-policy': PERMISSIONS_POLICY,
        })) {
          expect(res.headers[name], `${url} ${name}`).toBe(value);
        }
      }
    } finally {
      await withWeb.close();
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().succeeded).toBe(false);
  });

  it('serves product images with a year of caching, and 404s for unknown or unsafe names', async () => {
    const file = 'abcdefabcdefabcdefabcdef.webp';
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f6c9d3' } })
      .webp()
      .toBuffer();
    await fs.writeFile(path.join(t.config.imagesDir, file), webp);
    const res = await t.app.inject(`/Images/Products/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect((await t.app.inject('/Images/Products/missing.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/Images/Products/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await t.app.inject('/Images/Products/.jwt-secret')).statusCode).toBe(404);
  });
});
