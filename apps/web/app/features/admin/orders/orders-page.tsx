import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { MESSAGES, ORDER_STATUSES, type OrderStatus } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage } from '~/components/admin/flash-message';
import { FilterSelect, SearchField } from '~/components/admin/list-filters';
import { statusLabel } from '~/components/admin/order-status-badge';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { useDebounced } from '~/lib/use-debounced';
import { OrderDetailsModal } from './order-details-modal';
import { orderListQuery } from './order-queries';
import { OrderCardRow, orderColumns, type OrderRowActions } from './order-list-columns';
import { ShipmentDialog } from './shipment-dialog';
import { useOrderStatus } from './use-order-status';

const LOAD = { failed: MESSAGES.orders.loadFailed, exception: MESSAGES.orders.loadException };

/** Admin orders (docs/product.md#screens-and-routes): search, status filter, inline status, details. */
export function OrdersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const search = useDebounced(q.trim());
  const query = { page, pageSize: ADMIN_PAGE_SIZE, q: search || undefined, status: status || undefined };
  const list = useQuery({ ...orderListQuery(query), placeholderData: keepPreviousData });
  const error = queryErrorText(list.error, LOAD);
  const { flash, show } = useFlash();
  const { updating, update } = useOrderStatus(show);
  const actions: OrderRowActions = {
    updating,
    // Shipped first asks for the carrier and the tracking number.
    update: (id, next) => (next === 'shipped' ? setShipping(id) : void update(id, next)),
    view: setOpen,
  };

  const counts = list.data?.statusCounts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const filtered = Boolean(search || status);
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Orders" description="Track and update every order." />
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label="Search orders"
          value={q}
          onChange={(v) => (setQ(v), setPage(1))}
          placeholder="Search by order id, customer name or email"
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={(v) => (setStatus(v as OrderStatus | ''), setPage(1))}
        >
          <option value="">All Statuses{list.data ? ` (${all})` : ''}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
              {list.data ? ` (${counts[s] ?? 0})` : ''}
            </option>
          ))}
        </FilterSelect>
      </div>
      <FlashMessage flash={flash} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Orders table"
        caption="Orders"
        columns={orderColumns(actions)}
        rows={list.data?.items ?? []}
        rowKey={(o) => o.orderId}
        loading={list.isFetching && !list.data}
        busy={list.isFetching}
        minWidth="min-w-[52rem]"
        hover
        cards={{ label: 'Orders', render: (o) => <OrderCardRow order={o} actions={actions} /> }}
        empty={
          <EmptyState
            icon={<ReceiptText aria-hidden="true" className="size-6" />}
            title={filtered ? 'No Orders Found' : 'No Orders Yet'}
            description={
              filtered
                ? 'No order matches your search or filter.'
                : 'Orders appear here as soon as shoppers check out.'
            }
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => (setQ(''), setStatus(''), setPage(1))}>
                  Clear Filters
                </Button>
              ) : undefined
            }
          />
        }
        footer={
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPage={setPage}
            noun="orders"
          />
        }
      />
      {open ? <OrderDetailsModal orderId={open} onClose={() => setOpen(null)} onUpdate={update} /> : null}
      {shipping ? (
        <ShipmentDialog
          orderId={shipping}
          onCancel={() => setShipping(null)}
          onShip={(shipment) => {
            setShipping(null);
            void update(shipping, 'shipped', shipment);
          }}
        />
      ) : null}
    </div>
  );
}
