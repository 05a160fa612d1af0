import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * shopper's, else its public view; null for an unknown id.
 */
export const orderQuery = (orderId: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', orderId, token],
    queryFn: async ({ signal }) => {
      // An expired or mangled link still shows the order, without its personal details.
      const whole = token ? await fetchOrder(orderId, { token }, signal).catch(() => null) : null;
      return whole ?? (await fetchOrder(orderId, {}, signal));
    },
    // Coming back online must not swap an order proved by email for its public view.
    refetchOnReconnect: false,
  });

/**
 * The order of the page (orderQuery); `proveEmail` asks again with the email used at checkout and
 * shows the whole order when it matches (docs/product.md#security). A failure and an unknown id
 * both read as 'Order Not Found'.
 */
export function useOrder(orderId: string | null, token?: string | null) {
  const client = useQueryClient();
  const query = useQuery({ ...orderQuery(orderId ?? '', token ?? null), enabled: Boolean(orderId) });
  let state: OrderState;
  if (!orderId || query.isError || query.data === null) state = { status: 'missing' };
  else if (query.data) state = { status: 'ready', order: query.data };
  else state = { status: 'loading' };

  const proveEmail = useCallback(
    async (email: string): Promise<ProofOutcome> => {
      if (!orderId) return 'failed';
      try {
        const order = await fetchOrder(orderId, { email });
        if (!order || order.access !== 'owner') return 'wrong';
        client.setQueryData(orderQuery(orderId, token ?? null).queryKey, order);
        return 'owner';
      } catch (err) {
        if (err instanceof ApiError) return err.status === 429 ? 'limited' : 'wrong';
        return 'failed';
      }
    },
    [client, orderId, token],
  );

  return { state, proveEmail };
}
