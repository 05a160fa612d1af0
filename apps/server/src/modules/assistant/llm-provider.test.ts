import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_GREETING, MESSAGES, type ChatTurn } from '@seoul-glow/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { categories, products } from '../../db/schema';
import { AssistantService } from './assistant.service';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    max_tokens: number;
    temperature: number;
    messages: { role: string; content: string }[];
  };
}

/** A local stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions. */
let respond: (req: Seen, res: http.ServerResponse) => void;
let seen: Seen[] = [];
let server: http.Server;
let baseUrl: string;
let t: TestApp;

function completion(content: unknown) {
  return JSON.stringify({
    id: 'cmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      };
      seen.push(entry);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      respond(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await createTestApp({
    env: { AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test-secret', AI_MODEL: 'test-model' },
  });
  const [skincare] = await t.database.db.insert(categories).values({ name: 'Skincare' }).returning();
  await t.database.db.insert(products).values([
    {
      name: 'Centella Calming Cica Cream',
      description: 'Barrier cream for redness.',
      priceCents: 2400,
      stockQuantity: 9,
      categoryId: skincare!.id,
      additionalFields: {
        key_ingredients: 'Centella asiatica, ceramide NP, panthenol',
        skin_type: 'Sensitive skin',
      },
    },
    {
      name: 'Sold Out Cica Balm',
      description: 'Out of stock.',
      priceCents: 1900,
      stockQuantity: 0,
      categoryId: skincare!.id,
      additionalFields: { key_ingredients: 'Centella asiatica, madecassoside' },
    },
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  seen = [];
});

let clientSeq = 0;
function send(messages: ChatTurn[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Chat/message',
    payload: { messages, clientId: `llm-client-${++clientSeq}` },
    remoteAddress: `10.1.0.${clientSeq}`,
  });
}

const history: ChatTurn[] = [
  { role: 'user', content: 'turn 1: hi' },
  { role: 'assistant', content: 'turn 2: hello' },
  { role: 'user', content: 'turn 3: my skin is red' },
  { role: 'assistant', content: 'turn 4: try cica' },
  { role: 'user', content: 'turn 5: which one?' },
  { role: 'assistant', content: 'turn 6: a cream' },
  { role: 'user', content: 'turn 7: ok' },
  { role: 'assistant', content: 'turn 8: anything else?' },
  { role: 'user', content: 'turn 9: I have sensitive skin with redness, what cream?' },
];

describe('the OpenAI-compatible provider', () => {
  it('sends the docs/product.md#constants-and-limits request: bearer key, model, system prompt with catalog products, last 6 turns, max_tokens 200, temperature 0.7', async () => {
    respond = (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(completion('Try our Centella Calming Cica Cream, morning and night.'));
    const res = await send(history);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reply).toBe('Try our Centella Calming Cica Cream, morning and night.');
    expect(data.products.map((p: { name: string }) => p.name)).toEqual(['Centella Calming Cica Cream']);
    expect(data.suggestions).toHaveLength(3);
    // The key is used server-side only; it never appears in what the browser receives.
    expect(res.body).not.toContain('sk-test-secret');

    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test-secret');
    expect(call.headers['content-type']).toContain('application/json');
    expect(call.body.model).toBe('test-model');
    expect(call.body.max_tokens).toBe(200);
    expect(call.body.temperature).toBe(0.7);
    const [system, ...turns] = call.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/under 120 words/);
    expect(system!.content).toContain('Centella Calming Cica Cream');
    expect(system!.content).toContain('$24.00');
    expect(system!.content).not.toContain('Sold Out Cica Balm');
    expect(turns).toEqual(history.slice(-6).map(({ role, content }) => ({ role, content })));
  });

  it('answers a non-OK status with the fallback greeting and its 3 suggestions (docs/product.md#messages)', async () => {
    respond = (_req, res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    const res = await send([{ role: 'user', content: 'hello there' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reply).toBe(CHAT_FALLBACK_GREETING.reply);
    expect(res.json().data.reply).toMatch(/acne, dryness, aging or dullness/);
    expect(res.json().data.suggestions).toHaveLength(3);
  });

  it('answers missing content with the docs/product.md#messages text', async () => {
    respond = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(completion(''));
    const res = await send([{ role: 'user', content: 'hello there' }]);
    expect(res.json().data.reply).toBe(MESSAGES.chat.emptyContent);
    respond = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
    const again = await send([{ role: 'user', content: 'hello again' }]);
    expect(again.json().data.reply).toBe(MESSAGES.chat.emptyContent);
  });

  it('answers an unreadable body with the processing-failure text', async () => {
    respond = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('not json');
    const res = await send([{ role: 'user', content: 'hello there' }]);
    expect(res.json().data.reply).toBe(MESSAGES.chat.processingFailed);
  });

  it('gives up after the timeout with the processing-failure text', async () => {
    respond = (_req, res) => {
      setTimeout(() => res.writeHead(200).end(completion('too late')), 2_000).unref();
    };
    const service = new AssistantService(
      t.database.db,
      { ai: { baseUrl, apiKey: 'sk-test-secret', model: 'test-model' }, aiTimeoutMs: 300 },
      t.app.log,
    );
    const started = Date.now();
    const reply = await service.reply(
      { messages: [{ role: 'user', content: 'slow?' }], clientId: 'timeout-client-1' },
      '10.9.9.9',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(reply.reply).toBe(MESSAGES.chat.processingFailed);
    await service.close();
  });
});
