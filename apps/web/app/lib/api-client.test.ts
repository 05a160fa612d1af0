import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@seoul-glow/shared';
import { ApiError, NetworkError, apiUrl, callApi } from './api-client';

/** A Response whose body breaks off while it is read, as when the connection is cut. */
function brokenBody(status: number): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"succeeded":tr'));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

/** Answers every fetch with `answer` and records what was asked. */
function serve(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.dispatchEvent(new Event('pageshow'));
  });

  it("builds the endpoint's URL: path params filled in and encoded, absent query values left out", () => {
    expect(apiUrl(api.catalog.product, { id: 7 })).toBe('/api/Product/7');
    expect(apiUrl(api.orders.details, undefined, { orderId: 'SG-A B' })).toBe(
      '/api/Orders/orderDetails?orderId=SG-A+B',
    );
    expect(apiUrl(api.catalog.search, undefined, { ids: '1,2', q: undefined, pageSize: 48 })).toBe(
      '/api/Products/search?ids=1%2C2&pageSize=48',
    );
    expect(() => apiUrl(api.catalog.product, {})).toThrow(':id');
  });

  it("sends the endpoint's method, a JSON body and the bearer token, and returns the envelope", async () => {
    const calls = serve(() => Response.json({ succeeded: true, data: { lines: [], subtotal: 0 } }));
    const res = await callApi(api.cart.quote, {
      body: { items: [{ productId: 1, quantity: 2 }] },
      token: 't0k',
    });
    expect(res).toEqual({ succeeded: true, data: { lines: [], subtotal: 0 } });
    expect(calls[0]!.url).toBe('/api/Cart/quote');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"items":[{"productId":1,"quantity":2}]}');
    expect(calls[0]!.init.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t0k',
    });
  });

  it('sends a multipart body as it is, letting the browser set its boundary', async () => {
    const calls = serve(() => Response.json({ succeeded: true, data: { text: '', ingredients: [] } }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'label.jpg');
    await callApi(api.assistant.extractText, { body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it("fails with the server's first error text and the status", async () => {
    serve(() => Response.json({ succeeded: false, errors: ['Nope'] }, { status: 400 }));
    const err = await callApi(api.payments.config).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Nope' });
  });

  it('fails as a network error when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi(api.payments.config)).rejects.toBeInstanceOf(NetworkError);
  });

  it('treats a 2xx whose body broke off as a network failure, not as an answer', async () => {
    serve(() => brokenBody(200));
    await expect(callApi(api.payments.config)).rejects.toBeInstanceOf(NetworkError);
  });

  it('ends calls cut off by leaving the page as aborted, so nothing reports them', async () => {
    serve(() => brokenBody(200));
    window.dispatchEvent(new Event('pagehide'));
    await expect(callApi(api.payments.config)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
