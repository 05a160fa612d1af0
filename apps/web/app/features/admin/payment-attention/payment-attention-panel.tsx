import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { MESSAGES, PAYMENT_ATTENTION, type PaymentAttention } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { FilterSelect } from '~/components/admin/list-filters';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { EmptyState } from '~/components/ui/empty-state';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import { queryErrorText } from '~/lib/query-client';
import { ATTENTION_LABELS, AttentionCard, attentionColumns } from './attention-columns';
import { attentionQuery } from './attention-queries';

const LOAD = { failed: MESSAGES.orders.loadFailed, exception: MESSAGES.orders.loadException };

/** How many payments need attention, for the tab that opens the panel. */
export function usePaymentAttentionCount(): number | null {
  const counts = useQuery(attentionQuery({ pageSize: 1 }));
  return counts.data ? counts.data.total : null;
}

/**
 * Admin → Orders → Payments needing attention (docs/product.md#checkout): paid checkouts whose
 * order the store placed late, or refunded, with what happened step by step.
 */
export function PaymentAttentionPanel() {
  const [attention, setAttention] = useState<PaymentAttention | ''>('');
  const [page, setPage] = useState(1);
  const query = { page, pageSize: ADMIN_PAGE_SIZE, attention: attention || undefined };
  const list = useQuery({ ...attentionQuery(query), placeholderData: keepPreviousData });
  const error = queryErrorText(list.error, LOAD);
  const counts = list.data?.counts;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-ink-muted">
        A payment that went through without its order (a lost connection, a closed tab, a crash) is placed by
        the store from the cart and address recorded with it, or refunded with a mail to the shopper when
        stock or prices no longer allow it.
      </p>
      <div className="max-w-xs">
        <FilterSelect
          label="Filter by outcome"
          value={attention}
          onChange={(v) => (setAttention(v as PaymentAttention | ''), setPage(1))}
        >
          <option value="">All outcomes</option>
          {PAYMENT_ATTENTION.map((a) => (
            <option key={a} value={a}>
              {ATTENTION_LABELS[a]}
              {counts ? ` (${counts[a]})` : ''}
            </option>
          ))}
        </FilterSelect>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Payments needing attention table"
        caption="Payments needing attention"
        columns={attentionColumns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.paymentIntentId}
        loading={list.isFetching && !list.data}
        busy={list.isFetching}
        minWidth="min-w-[56rem]"
        cards={{ label: 'Payments needing attention', render: (r) => <AttentionCard row={r} /> }}
        empty={
          <EmptyState
            icon={<CircleCheck aria-hidden="true" className="size-6" />}
            title="All Payments Settled"
            description={MESSAGES.payments.attentionEmpty}
          />
        }
        footer={
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPage={setPage}
            noun="payments"
          />
        }
      />
    </div>
  );
}
