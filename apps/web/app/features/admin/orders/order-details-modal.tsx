import { useState } from 'react';
import { MESSAGES, productImageUrl, type AdminOrderDetail, type OrderStatus } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAdminQuery } from '~/lib/admin/admin-api';
import { formatDate, formatUsd } from '~/lib/admin/format';
import { OrderStatusBadge, statusLabel } from '~/components/admin/order-status-badge';
import { OrderStatusSelect } from './order-status-select';

const LOAD = { failed: MESSAGES.orders.loadFailed, exception: MESSAGES.orders.loadException };

/** SPEC §2 Admin orders: details modal with status update. */
export function OrderDetailsModal({
  orderId,
  onClose,
  onUpdate,
}: {
  orderId: string;
  onClose: () => void;
  onUpdate: (orderId: string, status: OrderStatus) => Promise<boolean>;
}) {
  const detail = useAdminQuery<AdminOrderDetail>(
    `/Orders/adminOrderDetails?orderId=${encodeURIComponent(orderId)}`,
    LOAD,
  );
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const order = detail.data;
  const chosen = status ?? order?.status ?? 'pending';

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Order ${orderId}`}
      description={order ? `Placed ${formatDate(order.createdAt, true)}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            disabled={!order || busy || chosen === order.status}
            onClick={async () => {
              setBusy(true);
              if (await onUpdate(orderId, chosen)) detail.reload();
              setStatus(null);
              setBusy(false);
            }}
          >
            {busy ? 'Updating...' : 'Update Status'}
          </Button>
        </>
      }
    >
      {detail.error ? <Alert tone="error">{detail.error}</Alert> : null}
      {!order ? (
        <LoadingBlock />
      ) : (
        <div className="space-y-6 text-sm">
          <div className="flex flex-wrap items-end gap-4">
            <div>
              <p className="mb-1 text-xs font-semibold text-ink-muted uppercase">Current status</p>
              <OrderStatusBadge status={order.status} />
            </div>
            <label className="min-w-48 flex-1">
              <span className="mb-1 block text-xs font-semibold text-ink-muted uppercase">New status</span>
              <OrderStatusSelect label="Order status" value={chosen} onChange={setStatus} disabled={busy} />
            </label>
          </div>
          {order.trackingNumber ? (
            <p>
              Tracking number: <span className="font-mono font-semibold">{order.trackingNumber}</span>
            </p>
          ) : null}
          <section>
            <h3 className="mb-2 font-semibold text-ink">Items</h3>
            <ul className="divide-y divide-line/60 rounded-xl border border-line/70">
              {order.items.map((item, i) => (
                <li key={i} className="flex items-center gap-3 p-3">
                  {item.imgURL ? (
                    <img
                      src={productImageUrl(item.imgURL, 320)}
                      alt=""
                      className="size-12 rounded-lg bg-canvas object-cover"
                    />
                  ) : (
                    <span className="size-12 rounded-lg bg-canvas" />
                  )}
                  <span className="flex-1">
                    <span className="block font-medium">{item.name}</span>
                    <span className="text-ink-muted">
                      {item.quantity} × {formatUsd(item.price)}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatUsd(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-2 gap-1 sm:ml-auto sm:w-64">
              <dt className="text-ink-muted">Subtotal</dt>
              <dd className="text-right tabular-nums">{formatUsd(order.subtotal)}</dd>
              <dt className="text-ink-muted">Shipping</dt>
              <dd className="text-right tabular-nums">
                {order.shippingFee === 0 ? 'FREE' : formatUsd(order.shippingFee)}
              </dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold tabular-nums">{formatUsd(order.totalAmount)}</dd>
            </dl>
          </section>
          <div className="grid gap-6 sm:grid-cols-2">
            <section>
              <h3 className="mb-2 font-semibold text-ink">Customer &amp; shipping</h3>
              <address className="not-italic leading-relaxed text-ink-muted">
                <span className="font-medium text-ink">{order.shippingAddress.fullName}</span>
                <br />
                {order.shippingAddress.email}
                <br />
                {order.shippingAddress.addressLine1}
                <br />
                {order.shippingAddress.addressLine2 ? (
                  <>
                    {order.shippingAddress.addressLine2}
                    <br />
                  </>
                ) : null}
                {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.postalCode}
                <br />
                {order.shippingAddress.country}
              </address>
              <p className="mt-2 text-ink-muted">
                Payment: {order.paymentMethod}
                {order.cardLast4 ? ` (${order.cardBrand ?? 'card'} •••• ${order.cardLast4})` : ''}
              </p>
            </section>
            <section>
              <h3 className="mb-2 font-semibold text-ink">Timeline</h3>
              <ol className="space-y-2 border-l-2 border-blush-100 pl-4">
                {order.history.map((h, i) => (
                  <li key={i}>
                    <p className="font-medium">{statusLabel(h.status)}</p>
                    <p className="text-xs text-ink-muted">
                      {formatDate(h.createdAt, true)}
                      {h.note ? ` — ${h.note}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      )}
    </Modal>
  );
}
