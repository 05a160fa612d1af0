import { Link } from 'react-router';
import { ArrowLeft, CreditCard, LifeBuoy, MapPin } from 'lucide-react';
import { formatUsd, type OrderDetail } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const card = 'rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6';

function brandName(brand: string | null): string {
  if (!brand) return '';
  return (
    { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }[brand] ?? brand
  );
}

/** /orders/{orderId} (SPEC §2 order detail). */
export function OrderView({ order }: { order: OrderDetail }) {
  const a = order.shippingAddress;
  // SPEC §2: subtotal = total minus shipping fee.
  const subtotal = Math.round((order.total - order.shippingFee) * 100) / 100;
  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/orders"
        className="inline-flex items-center gap-2 text-sm font-semibold text-blush-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Orders
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl sm:text-4xl">Order {order.orderId}</h1>
          <p className="mt-1 text-ink-muted">Placed on {dateFmt.format(new Date(order.createdAt))}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="items-title" className={card}>
            <h2 id="items-title" className="font-display text-xl">
              Items
            </h2>
            <ul className="mt-3 divide-y divide-line">
              {order.items.map((item, i) => (
                <li key={`${item.productId}-${i}`} className="flex items-center gap-4 py-3">
                  <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-blush-50">
                    {item.imgURL ? (
                      <img
                        src={item.imgURL}
                        alt={item.name}
                        width={64}
                        height={64}
                        className="size-full object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    {item.productId ? (
                      <Link to={`/products/${item.productId}`} className="font-semibold hover:text-blush-700">
                        {item.name}
                      </Link>
                    ) : (
                      <p className="font-semibold">{item.name}</p>
                    )}
                    <p className="text-sm text-ink-muted">
                      Qty {item.quantity} × {formatUsd(item.price)}
                    </p>
                  </div>
                  <p className="font-semibold tabular-nums">{formatUsd(item.price * item.quantity)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="timeline-title" className={card}>
            <h2 id="timeline-title" className="mb-4 font-display text-xl">
              Order Timeline
            </h2>
            <OrderTimeline order={order} />
          </section>
        </div>

        <div className="space-y-6">
          <section aria-labelledby="order-summary-title" className={card}>
            <h2 id="order-summary-title" className="font-display text-xl">
              Order Summary
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-ink-muted">Subtotal</dt>
                <dd className="font-semibold tabular-nums">{formatUsd(subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-ink-muted">Shipping</dt>
                <dd className="font-semibold tabular-nums">
                  {order.shippingFee === 0 ? 'FREE' : formatUsd(order.shippingFee)}
                </dd>
              </div>
              <div className="flex justify-between border-t border-line pt-2 text-base">
                <dt className="font-semibold">Total</dt>
                <dd className="font-semibold tabular-nums" data-testid="order-total">
                  {formatUsd(order.total)}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="address-title" className={card}>
            <h2 id="address-title" className="flex items-center gap-2 font-display text-xl">
              <MapPin aria-hidden="true" className="size-5 text-blush-600" /> Shipping Address
            </h2>
            <address className="mt-3 text-sm leading-relaxed not-italic">
              <span className="font-semibold">{a.fullName}</span>
              <br />
              {a.addressLine1}
              {a.addressLine2 ? (
                <>
                  <br />
                  {a.addressLine2}
                </>
              ) : null}
              <br />
              {a.city}, {a.state} {a.postalCode}
              <br />
              {a.country}
              <br />
              <span className="text-ink-muted">{a.email}</span>
            </address>
          </section>
          <section aria-labelledby="payment-title" className={card}>
            <h2 id="payment-title" className="flex items-center gap-2 font-display text-xl">
              <CreditCard aria-hidden="true" className="size-5 text-blush-600" /> Payment Method
            </h2>
            <p className="mt-3 text-sm">{order.paymentMethod || 'Credit Card'}</p>
            {order.cardLast4 ? (
              <p className="text-sm text-ink-muted">
                {brandName(order.cardBrand)} ending in {order.cardLast4}
              </p>
            ) : null}
          </section>
          <section className={`${card} bg-blush-50/60`}>
            <h2 className="flex items-center gap-2 font-display text-xl">
              <LifeBuoy aria-hidden="true" className="size-5 text-blush-600" /> Questions about this order?
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              Our team usually answers within 2-4 hours in business hours.
            </p>
            <ButtonLink
              to={`/contact?orderNumber=${encodeURIComponent(order.orderId)}`}
              variant="secondary"
              className="mt-4 w-full"
            >
              Need Help?
            </ButtonLink>
          </section>
        </div>
      </div>
    </Container>
  );
}
