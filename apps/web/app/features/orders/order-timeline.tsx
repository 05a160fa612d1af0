import { Check, Package, PackageCheck, Truck, XCircle } from 'lucide-react';
import type { OrderDetail, OrderStatus } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string | undefined) => (iso ? dateTime.format(new Date(iso)) : null);

const RANK: Record<OrderStatus, number> = {
  pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
  cancelled: -1,
};

/** Who carries the parcel and its number, linked to the carrier's own tracking page when known. */
function ShipmentDetail({ order }: { order: OrderDetail }) {
  if (!order.trackingNumber && !order.carrier) return null;
  return (
    <>
      {order.carrier ? <p>Carrier: {order.carrier}</p> : null}
      {order.trackingNumber ? (
        <p data-testid="tracking-number">Tracking number: {order.trackingNumber}</p>
      ) : null}
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block font-semibold text-blush-700 underline underline-offset-2"
        >
          Track with {order.carrier}
        </a>
      ) : null}
    </>
  );
}

/**
 * docs/product.md#screens-and-routes timeline: Order Placed (date), Processing Order, Order Shipped (tracking number only
 * when shipped), plus Delivered / Cancelled; each step shows the real time it happened (docs/product.md#what-the-store-keeps).
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const when = (s: OrderStatus) => [...order.timeline].reverse().find((t) => t.status === s)?.at;
  const rank = RANK[order.status];
  const shippedNow = order.status === 'shipped';
  const steps = [
    {
      key: 'pending',
      title: 'Order Placed',
      icon: Check,
      done: true,
      time: when('pending') ?? order.createdAt,
      detail: null,
    },
    {
      key: 'processing',
      title: 'Processing Order',
      icon: Package,
      done: rank >= 1,
      time: when('processing'),
      detail: null,
    },
    {
      key: 'shipped',
      title: 'Order Shipped',
      icon: Truck,
      done: rank >= 2,
      time: when('shipped'),
      detail: shippedNow ? <ShipmentDetail order={order} /> : null,
    },
    ...(order.status === 'delivered'
      ? [
          {
            key: 'delivered',
            title: 'Delivered',
            icon: PackageCheck,
            done: true,
            time: when('delivered'),
            detail: null,
          },
        ]
      : []),
    ...(order.status === 'cancelled'
      ? [
          {
            key: 'cancelled',
            title: 'Order Cancelled',
            icon: XCircle,
            done: true,
            time: when('cancelled'),
            detail: null,
          },
        ]
      : []),
  ];
  return (
    <ol className="space-y-0" aria-label="Order timeline">
      {steps.map((s, i) => {
        const Icon = s.icon;
        const cancelled = s.key === 'cancelled';
        return (
          <li key={s.key} className="relative flex gap-4 pb-6 last:pb-0">
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-10 left-5 h-[calc(100%-2.5rem)] w-0.5',
                  s.done ? 'bg-blush-300' : 'bg-line',
                )}
              />
            ) : null}
            <span
              className={cn(
                'grid size-10 shrink-0 place-items-center rounded-full',
                cancelled
                  ? 'bg-red-50 text-red-700'
                  : s.done
                    ? 'bg-blush-600 text-white'
                    : 'bg-canvas text-ink-muted ring-1 ring-line',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="pt-1">
              <p className={cn('font-semibold', !s.done && 'text-ink-muted')}>
                {s.title}
                <span className="sr-only">{s.done ? ' (done)' : ' (upcoming)'}</span>
              </p>
              {s.done && at(s.time) ? <p className="text-sm text-ink-muted">{at(s.time)}</p> : null}
              {s.detail ? <div className="mt-1 text-sm font-medium text-sky-800">{s.detail}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
