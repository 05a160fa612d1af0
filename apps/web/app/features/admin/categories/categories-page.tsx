import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Tags } from 'lucide-react';
import { MESSAGES, api, type AdminCategory } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage, confirmAndDelete } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { adminApi } from '~/lib/admin/admin-api';
import { adminCategoriesQuery, adminKeys } from '~/lib/admin/admin-queries';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { CategoryCardRow, categoryColumns, type CategoryRowActions } from './category-list-columns';
import { CategoryModal } from './category-modal';
import { DeleteCategoryModal } from './delete-category-modal';

const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** Admin categories (docs/product.md#screens-and-routes): table, add/edit modal, confirmed delete. */
export function CategoriesPage() {
  const list = useQuery(adminCategoriesQuery());
  const error = queryErrorText(list.error, LOAD);
  const client = useQueryClient();
  // A category write changes the product counts and the categories other admin pages offer.
  const reload = () => void client.invalidateQueries({ queryKey: adminKeys.categories });
  const { flash, show } = useFlash();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const actions: CategoryRowActions = {
    edit: setEditing,
    // A category holding products asks where they go; an empty one only asks to confirm.
    remove: (category) =>
      category.productCount > 0
        ? setDeleting(category)
        : void confirmAndDelete({
            confirm: MESSAGES.category.deleteConfirm,
            run: () => adminApi(api.admin.categories.remove, { query: { id: category.id } }),
            done: MESSAGES.category.deleted,
            failed: MESSAGES.category.deleteFailed,
            show,
            reload,
          }),
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Categories"
        description="Organise how shoppers browse the store."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" /> Add Category
          </Button>
        }
      />
      <FlashMessage flash={flash} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Categories table"
        caption="Categories"
        columns={categoryColumns(actions)}
        rows={list.data ?? []}
        rowKey={(c) => c.id}
        loading={list.isFetching && !list.data}
        minWidth="min-w-[40rem]"
        hover
        cards={{
          label: 'Categories',
          className: 'flex items-start gap-3 p-4',
          render: (c) => <CategoryCardRow category={c} actions={actions} />,
        }}
        empty={
          <EmptyState
            icon={<Tags aria-hidden="true" className="size-6" />}
            title="No Categories Yet"
            description="Create categories such as Skincare, Makeup, Haircare and Fragrances."
            action={<Button onClick={() => setEditing('new')}>Add Category</Button>}
          />
        }
      />
      {editing ? (
        <CategoryModal
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            show('success', created ? MESSAGES.category.created : MESSAGES.category.updated);
            reload();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteCategoryModal
          category={deleting}
          categories={list.data ?? []}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            show('success', message);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
