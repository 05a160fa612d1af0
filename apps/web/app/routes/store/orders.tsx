import { Link } from 'react-router';
import { ChevronRight, Package } from 'lucide-react';
import { STORE_NAME, formatUsd } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { useHydrated } from '~/lib/use-hydrated';
import { placedOrderHref, usePlacedOrders } from '~/lib/orders/placed-orders';
import { FindOrdersForm } from '~/features/orders/find-orders-form';

export const meta = () => [{ title: `My Orders | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /orders: the orders this browser placed, newest first (kept in localStorage `placed_orders`). */
export default function OrdersPage() {
  const hydrated = useHydrated();
  const orders = usePlacedOrders();
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="font-display text-3xl sm:text-4xl">My Orders</h1>
      <p className="mt-1 text-ink-muted">Orders placed from this browser. Open one to track it.</p>
      <div className="mt-6">
        {!hydrated ? (
          <LoadingBlock />
        ) : orders.length === 0 ? (
          <EmptyState
            icon={<Package className="size-6" />}
            title="No orders yet"
            description="Orders you place on this device appear here. Ordered on another device? Open the link in your confirmation email, or have the links sent again below."
            action={<ButtonLink to="/products">Start Shopping</ButtonLink>}
          />
        ) : (
          <ul
            className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft"
            aria-label="Your orders"
          >
            {orders.map((o) => (
              <li key={o.orderId}>
                <Link
                  to={placedOrderHref(o)}
                  className="flex items-center gap-4 px-5 py-4 transition-colors hover:bg-blush-50/60"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-blush-50 text-blush-600">
                    <Package aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">Order {o.orderId}</span>
                    <span className="block text-sm text-ink-muted">
                      {dateFmt.format(new Date(o.placedAt))}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatUsd(o.total)}</span>
                  <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-10 rounded-card border border-line bg-blush-50/50 p-6 sm:p-8">
        <FindOrdersForm />
      </div>
    </Container>
  );
}
