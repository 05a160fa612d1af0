import { Eye } from 'lucide-react';
import type { AdminOrder, OrderStatus } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { ADMIN_STATUS_TONES } from '~/components/admin/order-status-badge';
import type { BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDate, formatUsd } from '~/lib/admin/format';
import { OrderStatusSelect } from './order-status-select';

/** What a row can do: change the status inline, open the details modal. */
export interface OrderRowActions {
  updating: string | null;
  update: (orderId: string, status: OrderStatus) => void;
  view: (orderId: string) => void;
}

const DOT: Partial<Record<BadgeTone, string>> = {
  yellow: 'bg-amber-400',
  blue: 'bg-sky-500',
  purple: 'bg-violet-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
};

/**
 * The status list alone says the status (a badge beside it would repeat the same word); the dot
 * keeps the admin status colour of docs/product.md#how-things-change.
 */
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
    <div className="flex items-center gap-2">
      <span
        aria-hidden="true"
        data-status-dot={o.status}
        className={`size-2.5 shrink-0 rounded-full ${DOT[ADMIN_STATUS_TONES[o.status]] ?? 'bg-line'}`}
      />
      <OrderStatusSelect
        label={`Status of order ${o.orderId}`}
        value={o.status}
        disabled={actions.updating === o.orderId}
        onChange={(next) => actions.update(o.orderId, next)}
        className={className}
      />
    </div>
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
      cell: (o) => <StatusSelect order={o} actions={actions} className="w-36" />,
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
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {formatDate(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} ·{' '}
        <span className="font-semibold text-ink tabular-nums">{formatUsd(o.totalAmount)}</span>
      </p>
      <div className="mt-3 flex items-center gap-2 [&>div:first-child]:flex-1">
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
