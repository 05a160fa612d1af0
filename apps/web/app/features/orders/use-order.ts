import { useEffect, useState } from 'react';
import type { OrderDetail } from '@seoul-glow/shared';
import { apiFetch } from '~/lib/api-client';

export type OrderState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderDetail };

/** GET /api/Orders/orderDetails; a failure and an unknown id both read as 'Order Not Found' (SPEC §8). */
export function useOrder(orderId: string | null): OrderState {
  const [state, setState] = useState<OrderState>(orderId ? { status: 'loading' } : { status: 'missing' });
  useEffect(() => {
    if (!orderId) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiFetch<OrderDetail>(`/Orders/orderDetails?orderId=${encodeURIComponent(orderId)}`, {
      signal: controller.signal,
    })
      .then((r) => setState(r.data ? { status: 'ready', order: r.data } : { status: 'missing' }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [orderId]);
  return state;
}
