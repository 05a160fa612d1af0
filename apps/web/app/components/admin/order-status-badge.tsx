import type { OrderStatus } from '@seoul-glow/shared';
import { Badge, type BadgeTone } from '~/components/ui/badge';

/** docs/product.md#how-things-change admin badge colours: pending yellow, processing blue, shipped purple, delivered green, cancelled red. */
export const ADMIN_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ADMIN_STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}
