import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift, Plus } from 'lucide-react';
import { MESSAGES, api, type AdminSample } from '@seoul-glow/shared';
import { DataTable, type Column } from '~/components/admin/data-table';
import { confirmAndDelete } from '~/components/admin/flash-message';
import { ProductThumb } from '~/components/admin/product-thumb';
import { RowAction } from '~/components/admin/row-action';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { adminApi } from '~/lib/admin/admin-api';
import type { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { promotionKeys, samplesQuery } from './promotion-queries';
import { SampleModal } from './sample-modal';

const LOAD = { failed: MESSAGES.promo.loadFailed, exception: MESSAGES.promo.loadFailed };

/** 'Free Sample with every order': the minis shoppers pick from at checkout, their stock and use. */
export function SamplesPanel({ show }: { show: ReturnType<typeof useFlash>['show'] }) {
  const list = useQuery(samplesQuery());
  const error = queryErrorText(list.error, LOAD);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: promotionKeys.samples });
  const [editing, setEditing] = useState<AdminSample | 'new' | null>(null);
  const remove = (s: AdminSample) =>
    void confirmAndDelete({
      confirm: MESSAGES.promo.sampleDeleteConfirm,
      run: () => adminApi(api.admin.promotions.removeSample, { query: { id: s.id } }),
      done: MESSAGES.promo.sampleDeleted,
      failed: MESSAGES.promo.deleteFailed,
      show,
      reload,
    });
  const columns: Column<AdminSample>[] = [
    { header: 'Image', cell: (s) => <ProductThumb file={s.image} px={44} /> },
    { header: 'Sample', cell: (s) => s.name, className: 'font-semibold' },
    { header: 'From product', cell: (s) => s.productName ?? '—', className: 'text-ink-muted' },
    { header: 'In stock', cell: (s) => s.stockQuantity, align: 'right', className: 'tabular-nums' },
    { header: 'Given', cell: (s) => s.given, align: 'right', className: 'tabular-nums' },
    {
      header: 'Status',
      cell: (s) => (s.active ? <Badge tone="green">Offered</Badge> : <Badge>Hidden</Badge>),
    },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <>
          <RowAction action="edit" place="table" label={`Edit ${s.name}`} onClick={() => setEditing(s)} />
          <RowAction action="delete" place="table" label={`Delete ${s.name}`} onClick={() => remove(s)} />
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="samples-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="samples-title" className="font-display text-xl">
          Free Samples
        </h2>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> Add Sample
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Free samples table"
        caption="Free samples"
        columns={columns}
        rows={list.data ?? []}
        rowKey={(s) => s.id}
        loading={list.isFetching && !list.data}
        minWidth="min-w-[44rem]"
        hover
        cards={{
          label: 'Free samples',
          className: 'flex items-center gap-3 p-4',
          render: (s) => (
            <>
              <ProductThumb file={s.image} px={48} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{s.name}</p>
                <p className="text-xs text-ink-muted">
                  {s.stockQuantity} in stock · {s.given} given · {s.active ? 'Offered' : 'Hidden'}
                </p>
              </div>
              <RowAction action="edit" place="card" label={`Edit ${s.name}`} onClick={() => setEditing(s)} />
              <RowAction action="delete" place="card" label={`Delete ${s.name}`} onClick={() => remove(s)} />
            </>
          ),
        }}
        empty={
          <EmptyState
            icon={<Gift aria-hidden="true" className="size-6" />}
            title="No Samples Yet"
            description="Add minis for shoppers to pick at checkout."
          />
        }
      />
      {editing ? (
        <SampleModal
          sample={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            show('success', MESSAGES.promo.sampleSaved);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
