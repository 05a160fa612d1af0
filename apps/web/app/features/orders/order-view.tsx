import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { OrderDetail } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { OrderProofForm } from './order-proof-form';
import { OrderAddress, OrderPayment } from './order-private-sections';
import { OrderHelp, OrderItems, OrderSummary, card } from './order-sections';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import type { ProofOutcome } from './use-order';

const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * /orders/{orderId}: the order detail of docs/product.md#screens-and-routes. Seen by its id alone,
 * the address and payment cards give way to the email proof (docs/product.md#security).
 */
export function OrderView({
  order,
  onProve,
}: {
  order: OrderDetail;
  onProve: (email: string) => Promise<ProofOutcome>;
}) {
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
          <OrderItems order={order} />
          <section aria-labelledby="timeline-title" className={card}>
            <h2 id="timeline-title" className="mb-4 font-display text-xl">
              Order Timeline
            </h2>
            <OrderTimeline order={order} />
          </section>
        </div>

        <div className="space-y-6">
          <OrderSummary order={order} />
          {order.access === 'owner' ? (
            <>
              <OrderAddress order={order} />
              <OrderPayment order={order} />
            </>
          ) : (
            <OrderProofForm onProve={onProve} />
          )}
          <OrderHelp order={order} />
        </div>
      </div>
    </Container>
  );
}
