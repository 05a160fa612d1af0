import { Link } from 'react-router';
import {
  ArrowUpRight,
  Clock,
  DollarSign,
  Package,
  ShoppingBag,
  Sparkles,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { MESSAGES, STORE_NAME, type DashboardStats } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAdminQuery } from '~/lib/admin/admin-api';
import { RecentOrders, TopProducts } from '~/features/admin/dashboard/dashboard-panels';
import { SalesChart } from '~/features/admin/dashboard/sales-chart';
import { StatCardView } from '~/features/admin/dashboard/stat-card';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

const QUICK_LINKS: Array<{ to: string; label: string; text: string; icon: LucideIcon }> = [
  {
    to: '/admin/products',
    label: 'Products',
    text: 'Add, edit and feature products in the catalog.',
    icon: Package,
  },
  {
    to: '/admin/categories',
    label: 'Categories',
    text: 'Organise how shoppers browse the store.',
    icon: Tags,
  },
];

export default function AdminDashboardPage() {
  const user = useAdminUser();
  const stats = useAdminQuery<DashboardStats>('/Dashboard/stats', {
    failed: 'Failed to load dashboard',
    exception: MESSAGES.orders.loadException,
  });
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

      {stats.error ? <Alert tone="error">{stats.error}</Alert> : null}
      {!d ? (
        stats.error ? null : (
          <LoadingBlock />
        )
      ) : (
        <>
          <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCardView
              label="Total Sales"
              value={d.totalSales.formattedValue}
              change={d.totalSales.percentageChange}
              positive={d.totalSales.isPositiveChange}
              icon={DollarSign}
            />
            <StatCardView
              label="Orders"
              value={d.totalOrders.formattedValue}
              change={d.totalOrders.percentageChange}
              positive={d.totalOrders.isPositiveChange}
              icon={ShoppingBag}
            />
            <StatCardView
              label="Products"
              value={d.totalProducts.toLocaleString('en-US')}
              change={d.productsChange.percentageChange}
              positive={d.productsChange.isPositiveChange}
              icon={Package}
            />
            <StatCardView
              label="Pending Orders"
              value={d.pendingOrders.formattedValue}
              change={d.pendingOrders.percentageChange}
              positive={d.pendingOrders.isPositiveChange}
              icon={Clock}
            />
          </section>
          <SalesChart days={d.salesByDay} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <RecentOrders orders={d.recentOrders} />
            <TopProducts products={d.topProducts} />
          </div>
        </>
      )}

      <section aria-labelledby="quick-access-heading">
        <h2
          id="quick-access-heading"
          className="text-sm font-semibold tracking-[0.14em] text-ink-muted uppercase"
        >
          Quick access
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {QUICK_LINKS.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                prefetch="intent"
                className="group flex h-full items-start gap-4 rounded-card border border-line/70 bg-surface p-5 shadow-soft transition-[box-shadow,border-color,translate] duration-200 hover:-translate-y-0.5 hover:border-blush-200 hover:shadow-lift"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-blush-50 text-blush-600 ring-1 ring-blush-100">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                    {label}
                    <ArrowUpRight
                      aria-hidden="true"
                      className="size-4 text-ink-muted transition-transform duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-blush-600"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-ink-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
