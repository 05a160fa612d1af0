import { Link } from 'react-router';
import type { DashboardStats } from '@seoul-glow/shared';
import { formatDate, formatUsd } from '~/lib/admin/format';
import { OrderStatusBadge } from '~/components/admin/order-status-badge';
import { DataTable, type Column } from '~/components/admin/data-table';
import { ProductThumb } from '~/components/admin/product-thumb';

type RecentOrder = DashboardStats['recentOrders'][number];

const RECENT_COLUMNS: Column<RecentOrder>[] = [
  { header: 'Order', cell: (o) => o.orderId, className: 'font-mono text-xs font-semibold whitespace-nowrap' },
  { header: 'Customer', cell: (o) => o.customerName },
  { header: 'Date', cell: (o) => formatDate(o.createdAt), className: 'whitespace-nowrap' },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  { header: 'Total', cell: (o) => formatUsd(o.totalAmount), align: 'right', className: 'tabular-nums' },
];

function RecentOrderCard({ order }: { order: RecentOrder }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-mono text-xs font-semibold">{order.orderId}</span>
      <OrderStatusBadge status={order.status} />
      <span className="truncate text-ink-muted">
        {order.customerName} · {formatDate(order.createdAt)}
      </span>
      <span className="text-right font-semibold tabular-nums">{formatUsd(order.totalAmount)}</span>
    </div>
  );
}

/** The dashboard's first orders (docs/product.md#screens-and-routes): id, customer, date, status, total. */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
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
        // A phone gets one card per order (the table's five columns do not fit its width).
        <div className="mt-3 px-4 pb-4 md:p-0">
          <DataTable
            label="Recent orders table"
            columns={RECENT_COLUMNS}
            rows={orders}
            rowKey={(o) => o.orderId}
            frame="bare"
            density="compact"
            cards={{
              label: 'Recent orders',
              className: 'px-4 py-3',
              render: (o) => <RecentOrderCard order={o} />,
            }}
          />
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
              <ProductThumb file={p.image} px={44} />
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
