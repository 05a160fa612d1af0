import { STORE_NAME } from '@seoul-glow/shared';
import { useSearchParams } from 'react-router';
import { OrdersPage } from '~/features/admin/orders/orders-page';
import {
  PaymentAttentionPanel,
  usePaymentAttentionCount,
} from '~/features/admin/payment-attention/payment-attention-panel';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [
  { title: `Orders — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

const tab = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold transition ${
    active ? 'bg-ink text-white' : 'bg-surface text-ink-muted ring-1 ring-line hover:text-ink'
  }`;

/** The orders, and beside them the payments the store had to finish without the shopper. */
export default function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const payments = params.get('view') === 'payments';
  const attention = usePaymentAttentionCount();
  const show = (view: 'orders' | 'payments') =>
    setParams(view === 'payments' ? { view } : {}, { replace: true });
  return (
    <div className="space-y-6">
      <nav aria-label="Orders views" className="flex flex-wrap gap-2">
        <button
          type="button"
          className={tab(!payments)}
          aria-pressed={!payments}
          onClick={() => show('orders')}
        >
          All orders
        </button>
        <button
          type="button"
          className={tab(payments)}
          aria-pressed={payments}
          onClick={() => show('payments')}
        >
          Payments needing attention{attention ? ` (${attention})` : ''}
        </button>
      </nav>
      {payments ? <PaymentAttentionPanel /> : <OrdersPage />}
    </div>
  );
}
