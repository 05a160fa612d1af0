import { Eye } from 'lucide-react';
import type { AdminOrder, OrderStatus } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { OrderStatusBadge } from '~/components/admin/order-status-badge';
import { Button } from '~/components/ui/button';
import { formatDate, formatUsd } from '~/lib/admin/format';
import { OrderStatusSelect } from './order-status-select';

/** What a row can do: change the status inline, open the details modal. */
export interface OrderRowActions {
  updating: string | null;
  update: (orderId: string, status: OrderStatus) => void;
  view: (orderId: string) => void;
}

function StatusSelect({
  order: o,
  actions,
  className,
}: {
  order: AdminOrder;
  actions: OrderRowActions;
  className: string;
}) {
  return (
    <OrderStatusSelect
      label={`Status of order ${o.orderId}`}
      value={o.status}
      disabled={actions.updating === o.orderId}
      onChange={(next) => actions.update(o.orderId, next)}
      className={className}
    />
  );
}

/** The orders table: id, customer, date, items, total with shipping, status, details. */
export function orderColumns(actions: OrderRowActions): Column<AdminOrder>[] {
  return [
    {
      header: 'Order',
      cell: (o) => o.orderId,
      className: 'font-mono text-xs font-semibold whitespace-nowrap',
    },
    {
      header: 'Customer',
      cell: (o) => (
        <>
          <p className="font-medium">{o.customerName}</p>
          <p className="text-xs text-ink-muted">{o.email}</p>
        </>
      ),
    },
    { header: 'Date', cell: (o) => formatDate(o.createdAt), className: 'whitespace-nowrap' },
    { header: 'Items', cell: (o) => o.itemCount, className: 'tabular-nums' },
    {
      header: 'Total',
      className: 'tabular-nums',
      cell: (o) => (
        <>
          {formatUsd(o.totalAmount)}
          <p className="text-xs text-ink-muted">
            Shipping {o.shippingFee === 0 ? 'free' : formatUsd(o.shippingFee)}
          </p>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (o) => (
        <div className="flex flex-col items-start gap-1.5">
          <OrderStatusBadge status={o.status} />
          <StatusSelect order={o} actions={actions} className="w-36" />
        </div>
      ),
    },
    {
      header: 'Details',
      align: 'right',
      cell: (o) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.view(o.orderId)}
          aria-label={`View order ${o.orderId}`}
        >
          <Eye aria-hidden="true" className="size-4" /> View
        </Button>
      ),
    },
  ];
}

/** One order on a phone, where the table's columns do not fit. */
export function OrderCardRow({ order: o, actions }: { order: AdminOrder; actions: OrderRowActions }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold whitespace-nowrap">{o.orderId}</p>
          <p className="mt-1 font-medium text-ink">{o.customerName}</p>
          <p className="truncate text-xs text-ink-muted">{o.email}</p>
        </div>
        <OrderStatusBadge status={o.status} />
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {formatDate(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} ·{' '}
        <span className="font-semibold text-ink tabular-nums">{formatUsd(o.totalAmount)}</span>
      </p>
      <div className="mt-3 flex items-center gap-2">
        <StatusSelect order={o} actions={actions} className="flex-1" />
        <Button
          variant="secondary"
          onClick={() => actions.view(o.orderId)}
          aria-label={`View order ${o.orderId}`}
        >
          <Eye aria-hidden="true" className="size-4" /> View
        </Button>
      </div>
    </>
  );
}
