import { productImageUrl, type AdminOrderDetail } from '@seoul-glow/shared';
import { statusLabel } from '~/components/admin/order-status-badge';
import { formatDate, formatUsd } from '~/lib/admin/format';

/** The lines bought, the free sample to pack, and subtotal, promo code discount, shipping and total. */
export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
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
      {order.sample ? (
        <p className="mt-2 rounded-xl bg-blush-50 px-3 py-2 text-sm" data-testid="admin-order-sample">
          Pack the free sample: <strong>{order.sample.name}</strong>
          {order.sample.surprise ? ' (our pick)' : ' (chosen by the shopper)'}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-1 sm:ml-auto sm:w-64">
        <dt className="text-ink-muted">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatUsd(order.subtotal)}</dd>
        {order.promoCode ? (
          <>
            <dt className="text-ink-muted">Code {order.promoCode}</dt>
            <dd className="text-right text-sage-700 tabular-nums" data-testid="admin-order-discount">
              {order.discount > 0 ? `−${formatUsd(order.discount)}` : 'Free shipping'}
            </dd>
          </>
        ) : null}
        <dt className="text-ink-muted">Shipping</dt>
        <dd className="text-right tabular-nums">
          {order.shippingFee === 0 ? 'FREE' : formatUsd(order.shippingFee)}
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsd(order.totalAmount)}</dd>
      </dl>
    </section>
  );
}

/** Who ordered, where it ships and how it was paid (card brand and last 4 only). */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  return (
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
  );
}

/** Every status the order has had, with its time. */
export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  return (
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
  );
}
