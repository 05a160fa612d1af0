import { useEffect, useState } from 'react';
import { api, type OrderDetail } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';

export type OrderState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderDetail };

/** The order by id (api.orders.details); a failure and an unknown id both read as 'Order Not Found' (docs/product.md#messages). */
export function useOrder(orderId: string | null): OrderState {
  const [state, setState] = useState<OrderState>(orderId ? { status: 'loading' } : { status: 'missing' });
  useEffect(() => {
    if (!orderId) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(api.orders.details, { query: { orderId }, signal: controller.signal })
      .then((r) => setState(r.data ? { status: 'ready', order: r.data } : { status: 'missing' }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [orderId]);
  return state;
}
