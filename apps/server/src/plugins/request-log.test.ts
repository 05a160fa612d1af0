import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log';

async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // A slow threshold well above what a quick route takes on a busy machine shared with other suites.
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController(300) });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/missing/:id', async (_req, reply) => reply.code(404).send({ ok: false }));
  app.get('/slow', async () => new Promise((r) => setTimeout(() => r({ ok: true }), 450)));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  return { app, lines: () => lines.filter((l) => l.responseTime !== undefined) };
}

describe('request log', () => {
  it('at info: server errors and slow requests only, each once, with the route pattern', async () => {
    const { app, lines } = await appLoggingAt('info');
    for (const url of ['/fine', '/missing/7?email=a@b.co', '/slow', '/broken', '/nowhere']) {
      await app.inject(url);
    }
    expect(lines().map((l) => [l.msg, l.route, (l.res as { statusCode: number }).statusCode])).toEqual([
      ['slow request', '/slow', 200],
      ['request failed', '/broken', 500],
    ]);
    expect(lines()[0]!.level).toBe(40);
    expect(lines()[1]!.level).toBe(50);
    await app.close();
  });

  it('at debug: every request', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject('/fine');
    await app.inject('/missing/7');
    expect(lines().map((l) => [l.msg, l.route, (l.res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', '/fine', 200],
      ['request completed', '/missing/:id', 404],
    ]);
    await app.close();
  });
});
