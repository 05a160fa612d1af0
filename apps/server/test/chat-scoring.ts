import type { DemoStore } from './demo-store';

/**
 * What bench/assistant/score-lib.mjs needs to score a question set through inject: each message
 * sent as the widget sends it, from an address and a client of its own (`tag` keeps sets apart
 * in the rate limits), and a product's facts by id. `onSend` sees every request body.
 */
export function injectScorer<B extends object>(
  s: DemoStore,
  tag: { client: string; net: number },
  onSend?: (body: B) => void,
) {
  return {
    ask: async (body: B, index: number) => {
      onSend?.(body);
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/Chat/message',
        payload: { ...body, clientId: `${tag.client}-${index}-client` },
        remoteAddress: `10.${tag.net}.${index >> 8}.${index & 255}`,
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    product: async (id: number) =>
      (await s.t.app.inject({ method: 'GET', url: `/api/Product/${id}` })).json().data,
  };
}
