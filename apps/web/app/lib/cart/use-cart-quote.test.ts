import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useCartQuote } from './use-cart-quote';

const QUOTE = {
  lines: [
    {
      productId: 1,
      quantity: 2,
      name: 'Snail Essence',
      price: 12.5,
      image: null,
      categoryName: 'Skincare',
      stockQuantity: 50,
      problem: null,
    },
  ],
  subtotal: 25,
  shippingFee: 8.99,
  isFree: false,
  available: true,
  discount: 2.5,
  promoCode: 'GLOW10',
  promoError: null,
};

function serve(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return answer();
  });
  return bodies;
}

const items = [{ productId: 1, quantity: 2 }];

describe('useCartQuote: one quote for the lines, the code and the fee (docs/product.md#checkout)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the cart quote with the country and the code, and shows its fee and discount', async () => {
    const bodies = serve(() => Response.json({ succeeded: true, data: QUOTE }));
    const { result } = renderHook(() => useCartQuote(items, 'Japan', 'GLOW10'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(bodies).toEqual([{ items, country: 'Japan', promoCode: 'GLOW10' }]);
    expect(result.current.subtotal).toBe(25);
    expect(result.current.lines.get(1)?.name).toBe('Snail Essence');
    expect(result.current.shipping).toEqual({
      shippingFee: 8.99,
      isFree: false,
      available: true,
      discount: 2.5,
      promoCode: 'GLOW10',
      promoError: null,
      loading: false,
    });
  });

  it('at checkout asks with the email too, so a code used once per email is judged for it', async () => {
    const bodies = serve(() => Response.json({ succeeded: true, data: QUOTE }));
    const { result } = renderHook(() => useCartQuote(items, 'Japan', 'GLOW10', 'mina@example.com'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(bodies).toEqual([{ items, country: 'Japan', promoCode: 'GLOW10', email: 'mina@example.com' }]);
  });

  it('counts a failed quote as fee 0, not available, with no discount (docs/product.md#messages)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => new Response('{}', { status: 500 }));
    const { result } = renderHook(() => useCartQuote(items, 'Japan', null));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.shipping).toMatchObject({
      shippingFee: 0,
      available: false,
      discount: 0,
      loading: false,
    });
  });
});
