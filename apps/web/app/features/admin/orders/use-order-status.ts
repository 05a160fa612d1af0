import { useState } from 'react';
import { api, type OrderStatus } from '@seoul-glow/shared';
import { statusLabel } from '~/components/admin/order-status-badge';
import { adminApi, errorText } from '~/lib/admin/admin-api';

/**
 * Sets an order's status (any status from any status: docs/product.md#how-things-change) and
 * reports the outcome through the page's flash message. Resolves to whether it was saved, so the
 * details modal knows to reload.
 */
export function useOrderStatus(show: (tone: 'success' | 'error', text: string) => void, reload: () => void) {
  const [updating, setUpdating] = useState<string | null>(null);

  async function update(orderId: string, next: OrderStatus): Promise<boolean> {
    setUpdating(orderId);
    try {
      await adminApi(api.admin.orders.updateStatus, { query: { orderId, status: next } });
      show('success', `Order ${orderId} is now ${statusLabel(next)}.`);
      reload();
      return true;
    } catch (err) {
      show('error', errorText(err, 'Failed to update order status'));
      return false;
    } finally {
      setUpdating(null);
    }
  }

  return { updating, update };
}
