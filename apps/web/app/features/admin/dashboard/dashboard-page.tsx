import { queryOptions, useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { MESSAGES, api } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { LoadingBlock } from '~/components/ui/spinner';
import { adminData } from '~/lib/admin/admin-api';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import { queryErrorText } from '~/lib/query-client';
import { RecentOrders, TopProducts } from './dashboard-panels';
import { DemoPaymentsNotice } from './demo-payments-notice';
import { KeyFigures } from './key-figures';
import { QuickLinks } from './quick-links';
import { SalesChart } from './sales-chart';

const LOAD = { failed: 'Failed to load dashboard', exception: MESSAGES.orders.loadException };

/** The dashboard's figures: under the orders' key, so a status change refreshes them too. */
export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'orders', 'dashboard'],
    queryFn: ({ signal }) => adminData(api.admin.dashboard.stats, { signal }),
  });

/** The admin dashboard (docs/product.md#screens-and-routes): figures, sales, recent orders, top products. */
export function DashboardPage() {
  const user = useAdminUser();
  const stats = useQuery(dashboardStatsQuery());
  const error = queryErrorText(stats.error, LOAD);
  const d = stats.data;
  return (
    <div className="space-y-8">
      <header className="relative isolate overflow-hidden rounded-card border border-blush-100 bg-linear-to-br from-blush-100 via-peach-50 to-lilac-100 px-6 py-8 sm:px-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-surface/50 blur-2xl"
        />
        <Sparkles aria-hidden="true" className="absolute top-6 right-6 size-6 text-gold-500 sm:size-8" />
        <h1 className="font-display text-3xl text-ink sm:text-4xl">Dashboard</h1>
        <p className="mt-2 text-ink-muted">
          Welcome back, <span className="font-semibold text-ink">{user.name}</span>.
        </p>
      </header>

      <DemoPaymentsNotice />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!d ? (
        error ? null : (
          <LoadingBlock />
        )
      ) : (
        <>
          <KeyFigures stats={d} />
          <SalesChart days={d.salesByDay} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <RecentOrders orders={d.recentOrders} />
            <TopProducts products={d.topProducts} />
          </div>
        </>
      )}

      <QuickLinks />
    </div>
  );
}
