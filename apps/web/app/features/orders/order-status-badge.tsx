import type { OrderStatus } from '@seoul-glow/shared';
import { Badge, type BadgeTone } from '~/components/ui/badge';

/** docs/product.md#how-things-change customer colours: completed green, processing purple, shipped blue, cancelled red. */
const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'purple',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]} className="px-3 py-1 text-sm" data-testid="order-status">
      {STATUS_LABEL[status]}
    </Badge>
  );
}
