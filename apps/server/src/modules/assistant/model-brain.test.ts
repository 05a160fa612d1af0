import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_FALLBACK_GREETING, MESSAGES, chatReplySchema, type ChatTurn } from '@seoul-glow/shared';
import { products } from '../../db/schema';
import { startAiStandIn, type Script } from '../../../test/ai-stand-in';
import { createDemoStore, type DemoStore } from '../../../test/demo-store';
import { chatTools } from '../store-tools/store-tools';
import { answerWithModel, MODEL_STEPS } from './model-brain';

let queue: Script[] = [];
let standIn: Awaited<ReturnType<typeof startAiStandIn>>;
let s: DemoStore;
let sunStick: number;

beforeAll(async () => {
  standIn = await startAiStandIn(() => queue.shift() ?? { text: ['(nothing scripted)'] });
  s = await createDemoStore({
    env: { AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'sk-stand-in', AI_MODEL: 'stand-in-model' },
  });
  const [row] = await s.t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, 'Daily Mild Sun Stick SPF 50+ PA++++'));
  sunStick = row!.id;
}, 120_000);
afterAll(async () => {
  await s?.close();
  await standIn?.close();
});
beforeEach(() => {
  queue = [];
  standIn.calls.length = 0;
});

let ipSeq = 0;
const user = (content: string): ChatTurn => ({ role: 'user', content });

function ask(url: '/api/Chat/message' | '/api/Chat/stream', messages: ChatTurn[], extra: object = {}) {
  ipSeq++;
  return s.t.app.inject({
    method: 'POST',
    url,
    payload: { messages, clientId: `model-client-${ipSeq}`, ...extra },
    remoteAddress: `10.66.0.${ipSeq}`,
  });
}

/** The server-sent events of a streamed answer, in order. */
function events(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)![1]!;
      return { event, data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!) };
    });
}

describe('the model acts through the store tools (OpenAI-compatible endpoint)', () => {
  it('offers the tools as functions, runs the call, sends the result back and shows the product it names', async () => {
    queue = [
      {
        toolCalls: [
          {
            name: 'search_catalog',
            arguments: JSON.stringify({ query: '', productType: 'sunscreen', skinType: 'oily' }),
          },
        ],
      },
      { text: ['For oily skin, try the ', 'Daily Mild Sun Stick SPF 50+ PA++++', ': light and non-greasy.'] },
    ];
    const res = await ask('/api/Chat/message', [user('a sunscreen for oily skin')]);
    expect(res.statusCode).toBe(200);
    const data = chatReplySchema.parse(res.json().data);
    expect(data.reply).toBe(
      'For oily skin, try the Daily Mild Sun Stick SPF 50+ PA++++: light and non-greasy.',
    );
    expect(data.products.map((p) => p.id)).toEqual([sunStick]);

    const [first, second] = standIn.calls;
    expect(first!.authorization).toBe('Bearer sk-stand-in');
    expect(first!.body).toMatchObject({
      model: 'stand-in-model',
      max_tokens: 200,
      temperature: 0.7,
      stream: true,
      tool_choice: 'auto',
    });
    const names = first!.body.tools!.map((t) => t.function.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'search_catalog',
        'get_product',
        'compare_products',
        'add_to_cart',
        'get_order_status',
      ]),
    );
    expect(
      first!.body.tools!.find((t) => t.function.name === 'search_catalog')!.function.parameters,
    ).toMatchObject({
      type: 'object',
      properties: { query: { type: 'string' }, skinType: { enum: expect.arrayContaining(['oily']) } },
    });
    const toolAnswer = second!.body.messages.find((m) => m.role === 'tool')!;
    expect(toolAnswer.tool_call_id).toBe('call_1_0');
    // The model names one of the sunscreens the tool found for oily skin.
    const found = JSON.parse(toolAnswer.content!).products as { name: string; skinTypes: string[] }[];
    expect(found.map((p) => p.name)).toContain('Daily Mild Sun Stick SPF 50+ PA++++');
    expect(found.every((p) => p.skinTypes.includes('oily'))).toBe(true);
  });

  it('grounds advice in search_guide and links the article it names under the answer', async () => {
    queue = [
      { toolCalls: [{ name: 'search_guide', arguments: JSON.stringify({ query: 'reapply sunscreen' }) }] },
      {
        text: [
          'Reapply every two hours outdoors and after swimming; see /guide/reapplying-sunscreen for more.',
        ],
      },
    ];
    const data = chatReplySchema.parse(
      (await ask('/api/Chat/message', [user('how often should I reapply sunscreen?')])).json().data,
    );
    expect(data.articles).toEqual([{ slug: 'reapplying-sunscreen', title: 'When to reapply sunscreen' }]);
    expect(data.products).toEqual([]);
    const [first, second] = standIn.calls;
    const system = first!.body.messages[0]!.content!;
    expect(system).toMatch(/search_guide/);
    expect(system).toMatch(/\/guide\/\{slug\}/);
    expect(first!.body.tools!.map((t) => t.function.name)).toContain('search_guide');
    const found = JSON.parse(second!.body.messages.find((m) => m.role === 'tool')!.content!);
    expect(found.articles[0]).toMatchObject({ slug: 'reapplying-sunscreen', answers: true });
  });

  it('turns add_to_cart into an action the widget applies', async () => {
    queue = [
      {
        toolCalls: [{ name: 'add_to_cart', arguments: JSON.stringify({ productId: sunStick, quantity: 2 }) }],
      },
      { text: ['Done: two sun sticks are in your cart.'] },
    ];
    const history: ChatTurn[] = [
      user('a sunscreen'),
      { role: 'assistant', content: 'Try this.', productIds: [sunStick] },
      user('add two'),
    ];
    const data = (await ask('/api/Chat/message', history)).json().data;
    expect(data.actions).toEqual([{ type: 'add_to_cart', productId: sunStick, quantity: 2 }]);
    // The model is told which cards the shopper sees, so "it" can be resolved.
    expect(standIn.calls[0]!.body.messages[2]!.content).toContain(`product ids ${sunStick}`);
  });

  it('streams the answer as server-sent events, drug claims rewritten on the way', async () => {
    queue = [
      {
        text: [
          'This cream ',
          'treats ',
          'acne gently and keeps your skin ',
          'soft all day long, even in winter.',
        ],
      },
    ];
    const res = await ask('/api/Chat/stream', [user('anything for acne?')]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const list = events(res.body);
    const deltas = list.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    const reply = list.at(-1)!;
    expect(reply.event).toBe('reply');
    expect(chatReplySchema.parse(reply.data).reply).toBe(
      'This cream helps the look of blemishes gently and keeps your skin soft all day long, even in winter.',
    );
    expect(deltas.join('')).toBe(reply.data.reply);
    expect(deltas.join('')).not.toMatch(/treats acne/);
  });

  it('passes the first words on before the model has finished', async () => {
    queue = [
      {
        text: ['Double cleanse every evening and then pat in a hydrating toner, ', 'then ', 'a serum.'],
        delayMs: 400,
      },
    ];
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.t.app.server.address() as AddressInfo;
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/Chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [user('how should I cleanse?')], clientId: 'stream-timing-client' }),
    });
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest += new TextDecoder().decode(r.value);
    const doneAt = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toContain('event: delta');
    expect(rest).toContain('event: reply');
    expect(doneAt - firstAt).toBeGreaterThan(600);
  });

  it('answers with the spec’s fallbacks: greeting on an error status, the no-content text, the processing text', async () => {
    queue = [{ status: 503 }];
    const failed = (await ask('/api/Chat/message', [user('hello?')])).json().data;
    expect(failed.reply).toBe(CHAT_FALLBACK_GREETING.reply);
    expect(failed.suggestions).toEqual([...CHAT_FALLBACK_GREETING.suggestions]);
    queue = [{ text: [''] }];
    expect((await ask('/api/Chat/message', [user('hello?')])).json().data.reply).toBe(
      MESSAGES.chat.emptyContent,
    );
    queue = [{ json: { choices: [{ message: { role: 'assistant', content: 'A plain JSON answer.' } }] } }];
    expect((await ask('/api/Chat/message', [user('hello?')])).json().data.reply).toBe('A plain JSON answer.');
    queue = [{ hang: true }];
    const slow = await answerWithModel({ messages: [user('hello?')] }, modelDeps(300));
    expect(slow.reply).toBe(MESSAGES.chat.processingFailed);
    const unreachable = await answerWithModel(
      { messages: [user('hello?')] },
      { ...modelDeps(2000), ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'x' } },
    );
    expect(unreachable.reply).toBe(MESSAGES.chat.processingFailed);
  });

  it('stops calling tools after its step bound and makes the last call answer in words', async () => {
    const search = { toolCalls: [{ name: 'search_catalog', arguments: '{"query":"toner"}' }] };
    queue = [search, search, search, { text: ['Here is what I found.'] }, search];
    const data = (await ask('/api/Chat/message', [user('toners?')])).json().data;
    expect(data.reply).toBe('Here is what I found.');
    expect(standIn.calls).toHaveLength(MODEL_STEPS);
    expect(standIn.calls.at(-1)!.body.tools).toBeUndefined();
  });

  it('tells the model about a bad call instead of failing, and keeps only the last 6 turns with the state in the prompt', async () => {
    queue = [
      {
        toolCalls: [
          { name: 'no_such_tool', arguments: '{}' },
          { name: 'get_product', arguments: '{"productId":"x"}' },
        ],
      },
      { text: ['Sorry, let me try again later.'] },
    ];
    const history: ChatTurn[] = [];
    for (let i = 0; i < 8; i++)
      history.push(user(i === 0 ? 'I have dry skin and hate fragrance' : `question ${i}`), {
        role: 'assistant',
        content: `answer ${i}`,
      });
    history.push(user('and a toner?'));
    await ask('/api/Chat/message', history);
    const tools = standIn.calls[1]!.body.messages.filter((m) => m.role === 'tool').map(
      (m) => JSON.parse(m.content!).error,
    );
    expect(tools[0]).toBe('There is no tool named no_such_tool.');
    expect(tools[1]).toMatch(/^The arguments are not valid: productId/);
    const first = standIn.calls[0]!.body.messages;
    expect(first).toHaveLength(1 + 6);
    expect(first[0]!.content).toMatch(/dry skin; wants only fragrance-free products/);
  });
});

function modelDeps(timeoutMs: number) {
  return {
    ai: { baseUrl: standIn.baseUrl, apiKey: 'sk-stand-in', model: 'stand-in-model' },
    tools: chatTools(s.tools),
    ctx: s.ctx,
    timeoutMs,
    onText: () => undefined,
    warn: () => undefined,
  };
}
