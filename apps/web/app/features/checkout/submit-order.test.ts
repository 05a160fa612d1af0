import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@seoul-glow/shared';
import type { CheckoutForm } from './checkout-form-model';
import { readPendingPayment } from './pending-payment';
import { CheckoutAlert, placePending, submitOrder } from './submit-order';

const FORM: CheckoutForm = {
  email: 'jane@example.com',
  fullName: 'Jane Buyer',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'United States',
};
const ITEMS = [{ productId: 7, quantity: 2 }];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The store's three answers, by path; `place` decides each place call's fate. */
function store(place: () => Response | Promise<Response>) {
  const calls: { path: string; body: unknown }[] = [];
  let intents = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
    if (path === '/api/Orders/createPaymentIntent') {
      intents++;
      return json(200, {
        succeeded: true,
        data: {
          clientSecret: `pi_${intents}_secret`,
          paymentIntentId: `pi_${intents}`,
          amount: 25,
          discount: 0,
          promoCode: null,
        },
      });
    }
    if (path === '/api/Orders/place') return place();
    throw new Error(`unexpected ${path}`);
  });
  return calls;
}
const placed = () =>
  json(200, {
    succeeded: true,
    data: {
      stripeClientSecret: 's',
      paymentIntentId: 'pi_1',
      orderId: 'SG-ABCDEFGHJK',
      shippingAddressId: 1,
      discount: 0,
      promoCode: null,
    },
  });
const paid = vi.fn(async () => ({ status: 'succeeded' }));

beforeEach(() => {
  sessionStorage.clear();
  paid.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the checkout never pays twice for one order', () => {
  it('keeps a paid payment whose place call lost the connection, and finishes that same payment later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = store(() => Promise.reject(new TypeError('Failed to fetch')));
    const attempt = submitOrder(ITEMS, FORM, paid).catch((err: unknown) => err);
    await vi.runAllTimersAsync();
    const err = await attempt;
    expect(err).toBeInstanceOf(CheckoutAlert);
    expect((err as Error).message).toBe(MESSAGES.buying.placeInterrupted);
    // Four tries of the place call, one payment.
    expect(calls.filter((c) => c.path === '/api/Orders/place')).toHaveLength(4);
    const pending = readPendingPayment()!;
    expect(pending).toMatchObject({ paymentIntentId: 'pi_1', paid: true, items: ITEMS, form: FORM });
    // The intent recorded the address, so the store can place it even if this tab never returns.
    expect(calls[0]!.body).toMatchObject({ shippingAddress: { city: 'Austin', addressLine2: null } });

    const later = store(placed);
    const order = await placePending(pending);
    expect(order).toMatchObject({ orderId: 'SG-ABCDEFGHJK', total: 25 });
    expect(later.map((c) => c.path)).toEqual(['/api/Orders/place']);
    expect(later[0]!.body).toMatchObject({ paymentIntentId: 'pi_1', stripeClientSecret: 'pi_1_secret' });
    expect(readPendingPayment()).toBeNull();
  });

  it('confirms the same unpaid payment again for the same checkout, and starts a new one when the cart changed', async () => {
    const calls = store(placed);
    const declined = vi.fn(async () => ({ error: 'Your card was declined.' }));
    await expect(submitOrder(ITEMS, FORM, declined)).rejects.toThrow('Your card was declined.');
    expect(readPendingPayment()).toMatchObject({ paymentIntentId: 'pi_1', paid: false });

    await submitOrder(ITEMS, FORM, paid);
    expect(paid).toHaveBeenCalledWith('pi_1_secret', { name: 'Jane Buyer', email: 'jane@example.com' });
    expect(calls.filter((c) => c.path === '/api/Orders/createPaymentIntent')).toHaveLength(1);

    await submitOrder([{ productId: 7, quantity: 3 }], FORM, paid);
    expect(calls.filter((c) => c.path === '/api/Orders/createPaymentIntent')).toHaveLength(2);
    expect(paid).toHaveBeenLastCalledWith('pi_2_secret', expect.anything());
  });

  it("forgets the payment once the server answered, even with a refusal, and shows the server's words", async () => {
    store(() => json(409, { succeeded: false, errors: [MESSAGES.buying.soldOutRefunded] }));
    await expect(submitOrder(ITEMS, FORM, paid)).rejects.toThrow(MESSAGES.buying.soldOutRefunded);
    expect(readPendingPayment()).toBeNull();
  });
});
