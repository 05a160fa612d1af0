import { useState, type FormEvent } from 'react';
import { MESSAGES, api, type AdminCategory } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';

/** Add or edit a category; `onSaved` learns whether it was a new one (for the success text). */
export function CategoryModal({
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
    // docs/product.md#validation: the description is sent only when present.
    if (description.trim()) form.set('description', description.trim());
    setBusy(true);
    setError(null);
    try {
      await adminApi(api.admin.categories.save, { body: form });
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
