import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, chatReplySchema } from '@seoul-glow/shared';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const stream = (clientId: string, content = 'hi', remoteAddress = '10.44.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Chat/stream',
    payload: { messages: [{ role: 'user', content }], clientId },
    remoteAddress,
  });

describe('POST /api/Chat/stream (docs/product.md#the-beauty-assistant)', () => {
  it('answers as server-sent events: the words, then the whole reply', async () => {
    const res = await stream('stream-client-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    const blocks = res.body.split('\n\n').filter(Boolean);
    expect(blocks[0]).toMatch(/^event: delta\ndata: /);
    const last = blocks.at(-1)!;
    expect(last).toMatch(/^event: reply\ndata: /);
    const reply = chatReplySchema.parse(JSON.parse(last.slice(last.indexOf('data: ') + 6)));
    expect(reply.remaining).toBe(LIMITS.dailyChatMessages - 1);
    expect(JSON.parse(blocks[0]!.slice(blocks[0]!.indexOf('data: ') + 6)).text).toBe(reply.reply);
  });

  it('counts toward the daily limit and refuses past it before any event, with the envelope', async () => {
    for (let i = 0; i < LIMITS.dailyChatMessages; i++) {
      expect((await stream('stream-limit-0001', 'hi', '10.44.1.1')).statusCode).toBe(200);
      await t.database.pool.query(`DELETE FROM rate_limits WHERE key LIKE 'chat-message:%'`);
    }
    const refused = await stream('stream-limit-0001', 'hi', '10.44.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ succeeded: false, errors: [MESSAGES.chat.limitText] });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/stream',
      payload: { messages: [], clientId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().succeeded).toBe(false);
  });
});
