import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompression, pickEncoding } from './compression';

const page = `<!DOCTYPE html><html><body>${'<p>Snail Mucin 96% Power Essence</p>'.repeat(200)}</body></html>`;

async function app() {
  const server = Fastify();
  await server.register(pageCompression);
  server.get('/api/plain', async (_req, reply) => reply.type('text/plain').send(page));
  // Like web-app.ts: pages come from the not-found handler, streamed in pieces.
  server.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/tiny') return reply.type('text/html').send('<p>hi</p>');
    if (request.url === '/image') return reply.type('image/webp').send(Buffer.alloc(4096));
    const half = page.length / 2;
    return reply
      .type('text/html; charset=utf-8')
      .send(Readable.from([page.slice(0, half), page.slice(half)]));
  });
  return server;
}

describe('page compression (server-rendered pages from the not-found handler)', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('sends a streamed page brotli- or gzip-encoded with Vary, and plain to clients that ask nothing', async () => {
    const server = await app();
    const br = await server.inject({ url: '/products', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);

    const gz = await server.inject({ url: '/products', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);

    const plain = await server.inject({ url: '/products', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(page);
    await server.close();
  });

  it('leaves routes, tiny bodies and images alone', async () => {
    const server = await app();
    const headers = { 'accept-encoding': 'br' };
    const route = await server.inject({ url: '/api/plain', headers });
    expect(route.headers['content-encoding']).toBeUndefined();
    const tiny = await server.inject({ url: '/tiny', headers });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.payload).toBe('<p>hi</p>');
    const image = await server.inject({ url: '/image', headers });
    expect(image.headers['content-encoding']).toBeUndefined();
    await server.close();
  });
});
