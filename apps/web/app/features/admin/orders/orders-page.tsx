import { useState } from 'react';
import { Eye, ReceiptText, Search } from 'lucide-react';
import { MESSAGES, ORDER_STATUSES, type AdminOrder, type OrderStatus, type Paged } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Input, Select } from '~/components/ui/field';
import { LoadingBlock } from '~/components/ui/spinner';
import { adminApi, errorText, useAdminQuery } from '~/lib/admin/admin-api';
import { formatDate, formatUsd } from '~/lib/admin/format';
import { OrderStatusBadge, statusLabel } from '~/components/admin/order-status-badge';
import { AdminPageHeader, TablePanel, td, th } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { useFlash } from '~/lib/admin/use-flash';
import { useDebounced } from '~/lib/use-debounced';
import { OrderDetailsModal } from './order-details-modal';
import { OrderStatusSelect } from './order-status-select';
import { FlashMessage } from '~/components/admin/flash-message';

const PAGE_SIZE = 20;
const LOAD = { failed: MESSAGES.orders.loadFailed, exception: MESSAGES.orders.loadException };
type OrdersPageData = Paged<AdminOrder> & { statusCounts: Record<string, number> };

/** SPEC §2 Admin orders: search, status filter, table, inline status, details modal. Paged on the server. */
export function OrdersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [updating, setUpdating] = useState<string | null>(null);
  const search = useDebounced(q.trim());
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (search) params.set('q', search);
  if (status) params.set('status', status);
  const list = useAdminQuery<OrdersPageData>(`/Orders/admin?${params}`, LOAD);
  const { flash, show } = useFlash();

  async function update(orderId: string, next: OrderStatus): Promise<boolean> {
    setUpdating(orderId);
    try {
      await adminApi(`/Orders/updateOrderStatus?orderId=${encodeURIComponent(orderId)}&status=${next}`, {
        method: 'POST',
      });
      show('success', `Order ${orderId} is now ${statusLabel(next)}.`);
      list.reload();
      return true;
    } catch (err) {
      show('error', errorText(err, 'Failed to update order status'));
      return false;
    } finally {
      setUpdating(null);
    }
  }

  const items = list.data?.items ?? [];
  const counts = list.data?.statusCounts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Orders" description="Track and update every order." />
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <label className="relative block">
          <span className="sr-only">Search orders</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            type="search"
            value={q}
            onChange={(e) => (setQ(e.target.value), setPage(1))}
            placeholder="Search by order id, customer name or email"
            className="pl-10"
          />
        </label>
        <label className="block">
          <span className="sr-only">Filter by status</span>
          <Select
            value={status}
            onChange={(e) => (setStatus(e.target.value as OrderStatus | ''), setPage(1))}
          >
            <option value="">All Statuses{list.data ? ` (${all})` : ''}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
                {list.data ? ` (${counts[s] ?? 0})` : ''}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <FlashMessage flash={flash} />
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {list.loading && !list.data ? (
        <LoadingBlock />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ReceiptText aria-hidden="true" className="size-6" />}
          title={search || status ? 'No Orders Found' : 'No Orders Yet'}
          description={
            search || status
              ? 'No order matches your search or filter.'
              : 'Orders appear here as soon as shoppers check out.'
          }
          action={
            search || status ? (
              <Button variant="secondary" onClick={() => (setQ(''), setStatus(''), setPage(1))}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Orders">
            {items.map((o) => (
              <li key={o.orderId} className="rounded-card border border-line/70 bg-surface p-4 shadow-soft">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-mono text-xs font-semibold whitespace-nowrap">{o.orderId}</p>
                    <p className="mt-1 font-medium text-ink">{o.customerName}</p>
                    <p className="truncate text-xs text-ink-muted">{o.email}</p>
                  </div>
                  <OrderStatusBadge status={o.status} />
                </div>
                <p className="mt-2 text-sm text-ink-muted">
                  {formatDate(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} ·{' '}
                  <span className="font-semibold text-ink tabular-nums">{formatUsd(o.totalAmount)}</span>
                </p>
                <div className="mt-3 flex items-center gap-2">
                  <OrderStatusSelect
                    label={`Status of order ${o.orderId}`}
                    value={o.status}
                    disabled={updating === o.orderId}
                    onChange={(next) => void update(o.orderId, next)}
                    className="flex-1"
                  />
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(o.orderId)}
                    aria-label={`View order ${o.orderId}`}
                  >
                    <Eye aria-hidden="true" className="size-4" /> View
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <TablePanel label="Orders table">
              <table className="w-full min-w-[52rem]" aria-busy={list.loading}>
                <caption className="sr-only">Orders</caption>
                <thead className="border-b border-line/70 bg-canvas/60">
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
                      Items
                    </th>
                    <th scope="col" className={th}>
                      Total
                    </th>
                    <th scope="col" className={th}>
                      Status
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Details
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line/60">
                  {items.map((o) => (
                    <tr key={o.orderId} className="hover:bg-canvas/50">
                      <td className={`${td} font-mono text-xs font-semibold whitespace-nowrap`}>
                        {o.orderId}
                      </td>
                      <td className={td}>
                        <p className="font-medium">{o.customerName}</p>
                        <p className="text-xs text-ink-muted">{o.email}</p>
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(o.createdAt)}</td>
                      <td className={`${td} tabular-nums`}>{o.itemCount}</td>
                      <td className={`${td} tabular-nums`}>
                        {formatUsd(o.totalAmount)}
                        <p className="text-xs text-ink-muted">
                          Shipping {o.shippingFee === 0 ? 'free' : formatUsd(o.shippingFee)}
                        </p>
                      </td>
                      <td className={td}>
                        <div className="flex flex-col items-start gap-1.5">
                          <OrderStatusBadge status={o.status} />
                          <OrderStatusSelect
                            label={`Status of order ${o.orderId}`}
                            value={o.status}
                            disabled={updating === o.orderId}
                            onChange={(next) => void update(o.orderId, next)}
                            className="w-36"
                          />
                        </div>
                      </td>
                      <td className={`${td} text-right`}>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setOpen(o.orderId)}
                          aria-label={`View order ${o.orderId}`}
                        >
                          <Eye aria-hidden="true" className="size-4" /> View
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TablePanel>
          </div>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPage={setPage}
            noun="orders"
          />
        </>
      )}
      {open ? <OrderDetailsModal orderId={open} onClose={() => setOpen(null)} onUpdate={update} /> : null}
    </div>
  );
}
