import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrder } from './use-order';

/** Answers the order details by the proof asked with: the whole order, its public view, or an error. */
function serveOrder(answer: (query: URLSearchParams) => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    asked.push(query.toString());
    return answer(query);
  });
  return asked;
}
const ok = (access: string) =>
  Response.json({ succeeded: true, data: { orderId: 'SG-1', access } }, { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('loadOrder, for the order pages’ clientLoaders', () => {
  it('shows the order whole with a valid token', async () => {
    const asked = serveOrder(() => ok('owner'));
    expect(await loadOrder('SG-1', 'good')).toMatchObject({ access: 'owner' });
    expect(asked).toEqual(['orderId=SG-1&token=good']);
  });

  it('falls back to the public view when the token is refused', async () => {
    const asked = serveOrder((q) =>
      q.has('token') ? Response.json({ succeeded: false, errors: ['no'] }, { status: 403 }) : ok('public'),
    );
    expect(await loadOrder('SG-1', 'mangled')).toMatchObject({ access: 'public' });
    expect(asked).toEqual(['orderId=SG-1&token=mangled', 'orderId=SG-1']);
  });

  it('is null for no order number and for an unknown one', async () => {
    serveOrder(() => Response.json({ succeeded: false, errors: ['Order not found'] }, { status: 404 }));
    expect(await loadOrder(null, null)).toBeNull();
    expect(await loadOrder('SG-0000000000', null)).toBeNull();
  });
});
