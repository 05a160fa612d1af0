import { useCallback, useState } from 'react';
import { api, type OrderDetail } from '@seoul-glow/shared';
import { ApiError, callApi } from '~/lib/api-client';

/** How an email proof ended: shown whole, not this order's email, too many tries, or no answer. */
export type ProofOutcome = 'owner' | 'wrong' | 'limited' | 'failed';

async function fetchOrder(orderId: string, proof: { token?: string; email?: string }, signal?: AbortSignal) {
  return (await callApi(api.orders.details, { query: { orderId, ...proof }, signal })).data ?? null;
}

/**
 * The order by id (api.orders.details) for a route's clientLoader: whole when `token` (the signed
 * link) proves it is the shopper's, else its public view. A failure and an unknown id are both
 * null, read as 'Order Not Found'.
 */
export async function loadOrder(
  orderId: string | null,
  token: string | null,
  signal?: AbortSignal,
): Promise<OrderDetail | null> {
  if (!orderId) return null;
  try {
    // An expired or mangled link still shows the order, without its personal details.
    const whole = token ? await fetchOrder(orderId, { token }, signal).catch(() => null) : null;
    return whole ?? (await fetchOrder(orderId, {}, signal));
  } catch {
    return null;
  }
}

/**
 * The loaded order, and `proveEmail`, which asks again with the email used at checkout and shows
 * the whole order when it matches (docs/product.md#security).
 */
export function useOrderProof(orderId: string, loaded: OrderDetail | null) {
  const [proved, setProved] = useState<OrderDetail | null>(null);
  const order = proved?.orderId === loaded?.orderId ? proved : loaded;

  const proveEmail = useCallback(
    async (email: string): Promise<ProofOutcome> => {
      try {
        const whole = await fetchOrder(orderId, { email });
        if (!whole || whole.access !== 'owner') return 'wrong';
        setProved(whole);
        return 'owner';
      } catch (err) {
        if (err instanceof ApiError) return err.status === 429 ? 'limited' : 'wrong';
        return 'failed';
      }
    },
    [orderId],
  );

  return { order, proveEmail };
}
