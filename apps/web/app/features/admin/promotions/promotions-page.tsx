import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, TicketPercent } from 'lucide-react';
import { MESSAGES, api, type Promotion } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage, confirmAndDelete } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { PromotionCard, promotionColumns, type PromotionRowActions } from './promotion-columns';
import { pauseRequest } from './promotion-form-model';
import { promotionKeys, promotionsQuery } from './promotion-queries';
import { PromotionModal } from './promotion-modal';
import { SamplesPanel } from './samples-panel';

const M = MESSAGES.promo;
const LOAD = { failed: M.loadFailed, exception: M.loadFailed };

/**
 * Admin → Promotions (docs/product.md#checkout): every code with its status, uses and the revenue
 * of the orders that used it; create, edit, pause or resume, delete; and the free samples.
 */
export function PromotionsPage() {
  const list = useQuery(promotionsQuery());
  const error = queryErrorText(list.error, LOAD);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: promotionKeys.codes });
  const { flash, show } = useFlash();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);

  const actions: PromotionRowActions = {
    edit: setEditing,
    togglePause: async (p) => {
      try {
        await adminApi(api.admin.promotions.save, { body: pauseRequest(p) });
        show('success', p.active ? M.pausedNote : M.resumed);
        reload();
      } catch (err) {
        show('error', errorText(err, M.saveFailed));
      }
    },
    remove: (p) =>
      void confirmAndDelete({
        confirm: M.deleteConfirm,
        run: () => adminApi(api.admin.promotions.remove, { query: { id: p.id } }),
        done: M.deleted,
        failed: M.deleteFailed,
        show,
        reload,
      }),
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Promotions"
        description="Promo codes shoppers enter on the cart or at checkout, and the free samples they pick."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" /> Add Promotion
          </Button>
        }
      />
      <FlashMessage flash={flash} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Promotions table"
        caption="Promotions"
        columns={promotionColumns(actions)}
        rows={list.data ?? []}
        rowKey={(p) => p.id}
        loading={list.isFetching && !list.data}
        minWidth="min-w-[50rem]"
        hover
        cards={{
          label: 'Promotions',
          className: 'flex items-start gap-3 p-4',
          render: (p) => <PromotionCard p={p} actions={actions} />,
        }}
        empty={
          <EmptyState
            icon={<TicketPercent aria-hidden="true" className="size-6" />}
            title="No Promotions Yet"
            description="Create a code such as 10% off a first order, and name it in the store header."
            action={<Button onClick={() => setEditing('new')}>Add Promotion</Button>}
          />
        }
      />
      <SamplesPanel show={show} />
      {editing ? (
        <PromotionModal
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            show('success', created ? M.created : M.updated);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
