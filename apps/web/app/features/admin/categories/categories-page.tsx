import { useState, type FormEvent } from 'react';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { MESSAGES, type AdminCategory, type Category } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { LoadingBlock } from '~/components/ui/spinner';
import { adminApi, errorText, useAdminQuery } from '~/lib/admin/admin-api';
import { formatDate } from '~/lib/admin/format';
import { AdminPageHeader, TablePanel, td, th } from '~/components/admin/page-header';
import { useFlash } from '~/lib/admin/use-flash';
import { FlashMessage, confirmAndDelete } from '~/components/admin/flash-message';

const LOAD = { failed: MESSAGES.product.loadFailed, exception: MESSAGES.product.loadException };

/** SPEC §2 Admin categories: table, add/edit modal, delete with confirmation, 3 s messages. */
export function CategoriesPage() {
  const list = useAdminQuery<AdminCategory[]>('/Products/adminCategories', LOAD);
  const { flash, show } = useFlash();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);

  async function remove(category: AdminCategory) {
    await confirmAndDelete({
      confirm: MESSAGES.category.deleteConfirm,
      path: `/Products/deleteCategory?id=${category.id}`,
      done: MESSAGES.category.deleted,
      failed: MESSAGES.category.deleteFailed,
      show,
      reload: list.reload,
    });
  }

  const items = list.data ?? [];
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
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {list.loading && !list.data ? (
        <LoadingBlock />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Tags aria-hidden="true" className="size-6" />}
          title="No Categories Yet"
          description="Create categories such as Skincare, Makeup, Haircare and Fragrances."
          action={<Button onClick={() => setEditing('new')}>Add Category</Button>}
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Categories">
            {items.map((c) => (
              <li
                key={c.id}
                className="flex items-start gap-3 rounded-card border border-line/70 bg-surface p-4 shadow-soft"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{c.name}</p>
                  <p className="mt-0.5 text-sm text-ink-muted">
                    {c.description || <span className="italic">No description</span>}
                  </p>
                  <p className="mt-2 text-xs text-ink-muted">
                    {c.productCount} products · Created {formatDate(c.createdAt)} · Updated{' '}
                    {formatDate(c.updatedAt)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setEditing(c)}
                  aria-label={`Edit ${c.name}`}
                  className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700"
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => void remove(c)}
                  aria-label={`Delete ${c.name}`}
                  className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <TablePanel label="Categories table">
              <table className="w-full min-w-[40rem]">
                <caption className="sr-only">Categories</caption>
                <thead className="border-b border-line/70 bg-canvas/60">
                  <tr>
                    <th scope="col" className={th}>
                      Name
                    </th>
                    <th scope="col" className={th}>
                      Description
                    </th>
                    <th scope="col" className={th}>
                      Products
                    </th>
                    <th scope="col" className={th}>
                      Created
                    </th>
                    <th scope="col" className={th}>
                      Updated
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line/60">
                  {items.map((c) => (
                    <tr key={c.id} className="hover:bg-canvas/50">
                      <td className={`${td} font-semibold`}>{c.name}</td>
                      <td className={`${td} max-w-xs`}>
                        {c.description || <span className="text-ink-muted italic">No description</span>}
                      </td>
                      <td className={`${td} tabular-nums`}>{c.productCount}</td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(c.createdAt)}</td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(c.updatedAt)}</td>
                      <td className={`${td} text-right whitespace-nowrap`}>
                        <button
                          type="button"
                          onClick={() => setEditing(c)}
                          aria-label={`Edit ${c.name}`}
                          className="inline-grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700"
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          onClick={() => void remove(c)}
                          aria-label={`Delete ${c.name}`}
                          className="inline-grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TablePanel>
          </div>
        </>
      )}
      {editing ? (
        <CategoryModal
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            show('success', created ? MESSAGES.category.created : MESSAGES.category.updated);
            list.reload();
          }}
        />
      ) : null}
    </div>
  );
}

function CategoryModal({
  category,
  onClose,
  onSaved,
}: {
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData();
    if (category) form.set('id', String(category.id));
    form.set('name', name.trim());
    // SPEC §5: description is sent only when present.
    if (description.trim()) form.set('description', description.trim());
    setBusy(true);
    setError(null);
    try {
      await adminApi<Category>('/Products/saveCategory', { method: 'POST', body: form });
      onSaved(!category);
    } catch (err) {
      setError(errorText(err, category ? MESSAGES.category.updateFailed : MESSAGES.category.addFailed));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="category-form" disabled={busy}>
            {busy ? 'Saving...' : category ? 'Update Category' : 'Create Category'}
          </Button>
        </>
      }
    >
      <form id="category-form" onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label="Category Name" required>
          {(p) => (
            <Input {...p} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoFocus />
          )}
        </Field>
        <Field label="Description">
          {(p) => (
            <Textarea {...p} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
