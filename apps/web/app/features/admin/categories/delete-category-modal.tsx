import { useId, useState } from 'react';
import { MESSAGES, api, type AdminCategory } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';

const UNCATEGORIZED = 'none';

/**
 * Deleting a category that holds products (docs/product.md#screens-and-routes): says how many and
 * moves them to another category in the same step, so the store's header link and home tile do
 * not lose them; leaving them uncategorized is a choice, not the default.
 */
export function DeleteCategoryModal({
  category,
  categories,
  onClose,
  onDeleted,
}: {
  category: AdminCategory;
  categories: AdminCategory[];
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const selectId = useId();
  const others = categories.filter((c) => c.id !== category.id);
  const [moveTo, setMoveTo] = useState(others[0] ? String(others[0].id) : UNCATEGORIZED);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const n = category.productCount;
  const products = `${n} product${n === 1 ? '' : 's'}`;

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const query = { id: category.id, ...(moveTo === UNCATEGORIZED ? {} : { moveTo: Number(moveTo) }) };
      const res = await adminApi(api.admin.categories.remove, { query });
      onDeleted(res.message ?? MESSAGES.category.deleted);
    } catch (err) {
      setError(errorText(err, MESSAGES.category.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={() => (busy ? undefined : onClose())}
      size="md"
      title={`Delete “${category.name}”?`}
      description={`It holds ${products}. This action cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={busy} aria-busy={busy}>
            {busy
              ? 'Deleting...'
              : moveTo === UNCATEGORIZED
                ? 'Delete category'
                : `Move ${products} and delete`}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
          Move its {products} to
        </label>
        <Select
          id={selectId}
          value={moveTo}
          onChange={(e) => setMoveTo(e.currentTarget.value)}
          disabled={busy}
        >
          {others.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value={UNCATEGORIZED}>Leave them uncategorized</option>
        </Select>
        {moveTo === UNCATEGORIZED ? (
          <p className="text-sm text-ink-muted">
            Uncategorized products stay in the store but leave the category menu and the home page tiles.
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Modal>
  );
}
