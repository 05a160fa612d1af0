import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type OrderStatus } from '@seoul-glow/shared';
import { statusLabel } from '~/components/admin/order-status-badge';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { orderKeys } from './order-queries';

/**
 * Sets an order's status (any status from any status: docs/product.md#how-things-change) and
 * reports the outcome through the page's flash message; a saved change refreshes every order
 * query (the list, its status counts, the open details). Resolves to whether it was saved.
 */
export function useOrderStatus(show: (tone: 'success' | 'error', text: string) => void) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({
      orderId,
      status,
      shipment,
    }: {
      orderId: string;
      status: OrderStatus;
      shipment?: { carrier?: string; trackingNumber?: string };
    }) => adminApi(api.admin.orders.updateStatus, { query: { orderId, status, ...shipment } }),
    onSuccess: (_, { orderId, status }) => {
      show('success', `Order ${orderId} is now ${statusLabel(status)}.`);
      void client.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (err) => show('error', errorText(err, 'Failed to update order status')),
  });

  async function update(
    orderId: string,
    next: OrderStatus,
    shipment?: { carrier?: string; trackingNumber?: string },
  ): Promise<boolean> {
    return mutation.mutateAsync({ orderId, status: next, shipment }).then(
      () => true,
      () => false,
    );
  }

  const updating = mutation.isPending ? (mutation.variables?.orderId ?? null) : null;
  return { updating, update };
}
