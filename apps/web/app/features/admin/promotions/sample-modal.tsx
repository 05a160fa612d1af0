import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, api, formErrors, saveSampleRequest, type AdminSample } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input, Select } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { adminProductsQuery } from '~/lib/admin/admin-queries';

/** Add or edit a free sample: its name, the product it comes from (for its photo), stock, active. */
export function SampleModal({
  sample,
  onClose,
  onSaved,
}: {
  sample: AdminSample | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const products = useQuery(adminProductsQuery({ page: 1, pageSize: 100 }));
  const [name, setName] = useState(sample?.name ?? '');
  const [productId, setProductId] = useState(sample?.productId ? String(sample.productId) : '');
  const [stock, setStock] = useState(sample ? String(sample.stockQuantity) : '');
  const [active, setActive] = useState(sample?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(sample ? { id: sample.id } : {}),
      name,
      productId: productId ? Number(productId) : null,
      stockQuantity: stock.trim() === '' ? Number.NaN : Number(stock),
      active,
    };
    const found = formErrors(saveSampleRequest, body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await adminApi(api.admin.promotions.saveSample, { body });
      onSaved();
    } catch (err) {
      setError(errorText(err, MESSAGES.promo.saveFailed));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={sample ? 'Edit Sample' : 'Add Sample'}
      description="Minis shoppers pick at checkout; never sold on their own."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="sample-form" disabled={busy}>
            {busy ? 'Saving...' : 'Save Sample'}
          </Button>
        </>
      }
    >
      <form id="sample-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label="Sample name" error={errors.name} required>
          {(p) => (
            <Input {...p} value={name} maxLength={120} autoFocus onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label="From product" hint="Its photo shows beside the sample.">
          {(p) => (
            <Select {...p} value={productId} onChange={(e) => setProductId(e.target.value)}>
              <option value="">None</option>
              {(products.data?.items ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Samples in stock" error={errors.stockQuantity} required>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={stock}
              onChange={(e) => setStock(e.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-blush-600"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          Offered at checkout
        </label>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
