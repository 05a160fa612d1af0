import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiFetch } from './api-client';

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

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('returns the envelope of a successful call', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ succeeded: true, data: { n: 1 } }));
    await expect(apiFetch<{ n: number }>('/x')).resolves.toEqual({ succeeded: true, data: { n: 1 } });
  });

  it("fails with the server's first error text and the status", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ succeeded: false, errors: ['Nope'] }, { status: 400 }),
    );
    const err = await apiFetch('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Nope' });
  });

  it('treats a 2xx whose body broke off as a network failure, not as an answer', async () => {
    vi.stubGlobal('fetch', async () => brokenBody(200));
    await expect(apiFetch('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('ends calls cut off by leaving the page as aborted, so nothing reports them', async () => {
    vi.stubGlobal('fetch', async () => brokenBody(200));
    window.dispatchEvent(new Event('pagehide'));
    await expect(apiFetch('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
