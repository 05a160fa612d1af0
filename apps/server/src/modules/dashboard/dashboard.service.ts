import { centsToDollars, formatUsd, LIMITS, type DashboardStats, type StatCard } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { listAllOrders } from '../admin-orders/admin-orders.repository';
import { toAdminOrder } from '../admin-orders/admin-orders.service';
import { cardFigures, salesByDay, topProducts } from './dashboard.repository';

const count = new Intl.NumberFormat('en-US');

function card(value: number, formattedValue: string, change: number): StatCard {
  return { value, formattedValue, percentageChange: change, isPositiveChange: change >= 0 };
}

export class DashboardService {
  constructor(private readonly db: Db) {}

  async stats(): Promise<DashboardStats> {
    const [figures, top, recent, days] = await Promise.all([
      cardFigures(this.db),
      topProducts(this.db, LIMITS.topProducts),
      listAllOrders(this.db, LIMITS.recentOrders),
      salesByDay(this.db),
    ]);
    const sales = centsToDollars(figures.salesCents);
    return {
      totalSales: card(sales, formatUsd(sales), figures.salesChange),
      totalOrders: card(figures.orders, count.format(figures.orders), figures.ordersChange),
      pendingOrders: card(figures.pending, count.format(figures.pending), figures.pendingChange),
      totalProducts: figures.products,
      productsChange: {
        percentageChange: figures.productsChange,
        isPositiveChange: figures.productsChange >= 0,
      },
      recentOrders: recent.map(toAdminOrder),
      topProducts: top.map((t) => ({
        productId: t.productId,
        name: t.name,
        image: t.image,
        unitsSold: t.unitsSold,
        revenue: centsToDollars(t.revenueCents),
        price: centsToDollars(t.priceCents),
      })),
      salesByDay: days.map((d) => ({ date: d.date, total: centsToDollars(d.totalCents), orders: d.orders })),
    };
  }
}
