import { useCallback, useEffect, useState } from 'react';
import { api, type OrderDetail } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';

export type OrderState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderDetail };

/** How an email proof ended: shown whole, not this order's email, too many tries, or no answer. */
export type ProofOutcome = 'owner' | 'wrong' | 'limited' | 'failed';

async function fetchOrder(orderId: string, proof: { token?: string; email?: string }, signal?: AbortSignal) {
  return (await callApi(api.orders.details, { query: { orderId, ...proof }, signal })).data ?? null;
}

/**
 * The order by id (api.orders.details), whole when `token` (the signed link) proves it is the
 * shopper's, else its public view; `proveEmail` asks again with the email used at checkout
 * (docs/product.md#security). A failure and an unknown id both read as 'Order Not Found'.
 */
export function useOrder(orderId: string | null, token?: string | null) {
  const [state, setState] = useState<OrderState>(orderId ? { status: 'loading' } : { status: 'missing' });
  useEffect(() => {
    if (!orderId) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const load = async () => {
      // An expired or mangled link still shows the order, without its personal details.
      const whole = token ? await fetchOrder(orderId, { token }, controller.signal).catch(() => null) : null;
      return whole ?? (await fetchOrder(orderId, {}, controller.signal));
    };
    load()
      .then((order) => setState(order ? { status: 'ready', order } : { status: 'missing' }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [orderId, token]);

  const proveEmail = useCallback(
    async (email: string): Promise<ProofOutcome> => {
      if (!orderId) return 'failed';
      try {
        const order = await fetchOrder(orderId, { email });
        if (!order || order.access !== 'owner') return 'wrong';
        setState({ status: 'ready', order });
        return 'owner';
      } catch (err) {
        if (err instanceof ApiError) return err.status === 429 ? 'limited' : 'wrong';
        return 'failed';
      }
    },
    [orderId],
  );

  return { state, proveEmail };
}
