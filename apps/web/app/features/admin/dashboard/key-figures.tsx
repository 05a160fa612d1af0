import { Clock, DollarSign, Package, ShoppingBag } from 'lucide-react';
import type { DashboardStats } from '@seoul-glow/shared';
import { StatCardView } from './stat-card';

/** Total Sales, Orders, Products and Pending Orders, each with its change from last month. */
export function KeyFigures({ stats: d }: { stats: DashboardStats }) {
  return (
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
  );
}
