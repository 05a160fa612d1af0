import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { productImageUrl, type DashboardStats } from '@seoul-glow/shared';
import { formatDate, formatUsd } from '~/lib/admin/format';
import { OrderStatusBadge } from '~/components/admin/order-status-badge';
import { td, th } from '~/components/admin/page-header';

export function RecentOrders({ orders }: { orders: DashboardStats['recentOrders'] }) {
  return (
    <section
      aria-labelledby="recent-orders"
      className="rounded-card border border-line/70 bg-surface shadow-soft"
    >
      <div className="flex items-center justify-between px-5 pt-5">
        <h2 id="recent-orders" className="font-display text-xl text-ink">
          Recent Orders
        </h2>
        <Link to="/admin/orders" className="text-sm font-semibold text-blush-700 hover:underline">
          View all
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="p-5 text-sm text-ink-muted">No orders yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Recent orders table">
          <table className="w-full min-w-[36rem]">
            <thead className="border-y border-line/70 bg-canvas/60">
              <tr>
                <th scope="col" className={th}>
                  Order
                </th>
                <th scope="col" className={th}>
                  Customer
                </th>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/60">
              {orders.map((o) => (
                <tr key={o.orderId}>
                  <td className={`${td} font-mono text-xs font-semibold whitespace-nowrap`}>{o.orderId}</td>
                  <td className={td}>{o.customerName}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(o.createdAt)}</td>
                  <td className={td}>
                    <OrderStatusBadge status={o.status} />
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{formatUsd(o.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function TopProducts({ products }: { products: DashboardStats['topProducts'] }) {
  return (
    <section
      aria-labelledby="top-products"
      className="rounded-card border border-line/70 bg-surface p-5 shadow-soft"
    >
      <h2 id="top-products" className="font-display text-xl text-ink">
        Top Products
      </h2>
      {products.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No sales yet.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {products.map((p, i) => (
            <li key={p.productId} className="flex items-center gap-3">
              <span className="w-5 text-sm font-semibold text-ink-muted">{i + 1}</span>
              {p.image ? (
                <img
                  src={productImageUrl(p.image, 320)}
                  alt=""
                  className="size-11 rounded-lg bg-canvas object-cover"
                />
              ) : (
                <span className="grid size-11 place-items-center rounded-lg bg-canvas text-ink-muted">
                  <Package aria-hidden="true" className="size-4" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <Link
                  to={`/admin/products/${p.productId}/edit`}
                  className="block truncate text-sm font-semibold text-ink hover:text-blush-700"
                >
                  {p.name}
                </Link>
                <span className="text-xs text-ink-muted">{formatUsd(p.revenue)} revenue</span>
              </span>
              <span className="text-right text-sm font-semibold tabular-nums">{p.unitsSold} sold</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
