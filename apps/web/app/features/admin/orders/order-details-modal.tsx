import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type OrderStatus } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { LoadingBlock } from '~/components/ui/spinner';
import { formatDate } from '~/lib/admin/format';
import { queryErrorText } from '~/lib/query-client';
import { OrderStatusBadge } from '~/components/admin/order-status-badge';
import { OrderCustomer, OrderHistory, OrderItems } from './order-detail-sections';
import { orderDetailsQuery } from './order-queries';
import { OrderStatusSelect } from './order-status-select';
import { NO_SHIPMENT, ShipmentFields, shipmentQuery, type Shipment } from './shipment-fields';

const LOAD = { failed: MESSAGES.orders.loadFailed, exception: MESSAGES.orders.loadException };

/** The admin order details modal with its status update (docs/product.md#screens-and-routes). */
export function OrderDetailsModal({
  orderId,
  onClose,
  onUpdate,
}: {
  orderId: string;
  onClose: () => void;
  onUpdate: (
    orderId: string,
    status: OrderStatus,
    shipment?: { carrier?: string; trackingNumber?: string },
  ) => Promise<boolean>;
}) {
  const detail = useQuery(orderDetailsQuery(orderId));
  const error = queryErrorText(detail.error, LOAD);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [shipment, setShipment] = useState<Shipment>(NO_SHIPMENT);
  const order = detail.data;
  const chosen = status ?? order?.status ?? 'pending';
  // Shipped asks who carries it and the number; giving them to a shipped order adds them.
  const asksShipment = chosen === 'shipped';
  const shipmentGiven = asksShipment && Object.keys(shipmentQuery(shipment)).length > 0;

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
            disabled={!order || busy || (chosen === order.status && !shipmentGiven)}
            onClick={async () => {
              setBusy(true);
              // A saved status refreshes every order query, this one included (use-order-status.ts).
              await onUpdate(orderId, chosen, asksShipment ? shipmentQuery(shipment) : undefined);
              setStatus(null);
              setShipment(NO_SHIPMENT);
              setBusy(false);
            }}
          >
            {busy ? 'Updating...' : 'Update Status'}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
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
          {asksShipment ? <ShipmentFields value={shipment} onChange={setShipment} disabled={busy} /> : null}
          {order.carrier ? <p>Carrier: {order.carrier}</p> : null}
          {order.trackingNumber ? (
            <p>
              Tracking number: <span className="font-mono font-semibold">{order.trackingNumber}</span>
            </p>
          ) : null}
          <OrderItems order={order} />
          <div className="grid gap-6 sm:grid-cols-2">
            <OrderCustomer order={order} />
            <OrderHistory order={order} />
          </div>
        </div>
      )}
    </Modal>
  );
}
