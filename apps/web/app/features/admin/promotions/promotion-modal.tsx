import { useState, type FormEvent } from 'react';
import { MESSAGES, api, type Promotion } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { PromotionTerms } from './promotion-fields';
import { PromotionLimits } from './promotion-limits';
import { PromotionRules } from './promotion-rules';
import {
  formFrom,
  requestFrom,
  validatePromotion,
  type PromotionErrors,
  type PromotionForm,
} from './promotion-form-model';

/** Create or edit a promotion (docs/product.md#checkout); `onSaved` learns whether it was new. */
export function PromotionModal({
  promotion,
  onClose,
  onSaved,
}: {
  promotion: Promotion | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}) {
  const [form, setForm] = useState<PromotionForm>(() => formFrom(promotion));
  const [errors, setErrors] = useState<PromotionErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof PromotionForm>(field: K, value: PromotionForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePromotion(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      await adminApi(api.admin.promotions.save, { body: requestFrom(form, promotion?.id ?? null) });
      onSaved(!promotion);
    } catch (err) {
      setError(errorText(err, MESSAGES.promo.saveFailed));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={promotion ? `Edit ${promotion.code}` : 'Add Promotion'}
      description="A code shoppers enter on the cart or at checkout; one code per order."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="promotion-form" disabled={busy}>
            {busy ? 'Saving...' : promotion ? 'Update Promotion' : 'Create Promotion'}
          </Button>
        </>
      }
    >
      <form id="promotion-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        <PromotionTerms form={form} errors={errors} set={set} />
        <div className="grid gap-6 md:grid-cols-2">
          <PromotionRules form={form} set={set} />
          <PromotionLimits form={form} set={set} />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
