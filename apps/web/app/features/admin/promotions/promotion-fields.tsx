import type { PromotionKind } from '@seoul-glow/shared';
import { Field, Input, Select } from '~/components/ui/field';
import type { PromotionErrors, PromotionForm } from './promotion-form-model';

export interface FieldsProps {
  form: PromotionForm;
  errors: PromotionErrors;
  set: <K extends keyof PromotionForm>(field: K, value: PromotionForm[K]) => void;
}

const KINDS: { value: PromotionKind; label: string }[] = [
  { value: 'percent', label: 'Percentage off the subtotal' },
  { value: 'fixed', label: 'Fixed amount off the subtotal' },
  { value: 'free-shipping', label: 'Free shipping' },
];

/** What the code takes off, from what order size, when, and how often. */
export function PromotionTerms({ form, errors, set }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Code" error={errors.code} hint="Shoppers type it in any case." required>
        {(p) => (
          <Input
            {...p}
            value={form.code}
            maxLength={40}
            autoFocus
            className="font-mono uppercase"
            onChange={(e) => set('code', e.target.value)}
          />
        )}
      </Field>
      <Field label="Takes off" error={errors.kind} required>
        {(p) => (
          <Select {...p} value={form.kind} onChange={(e) => set('kind', e.target.value as PromotionKind)}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {form.kind !== 'free-shipping' ? (
        <Field
          label={form.kind === 'percent' ? 'Percent off (%)' : 'Amount off ($)'}
          error={errors.value}
          required
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={form.kind === 'percent' ? 1 : 0.01}
              max={form.kind === 'percent' ? 100 : undefined}
              step={form.kind === 'percent' ? 1 : 0.01}
              value={form.value}
              onChange={(e) => set('value', e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label="Minimum order ($)" error={errors.minSubtotal} hint="Blank: any order.">
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={form.minSubtotal}
            onChange={(e) => set('minSubtotal', e.target.value)}
          />
        )}
      </Field>
      <Field label="Starts" error={errors.startsAt} hint="Blank: at once.">
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
          />
        )}
      </Field>
      <Field label="Ends" error={errors.endsAt} hint="Blank: never.">
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={form.endsAt}
            onChange={(e) => set('endsAt', e.target.value)}
          />
        )}
      </Field>
      <Field label="Total uses" error={errors.maxUses} hint="Blank: unlimited.">
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.maxUses}
            onChange={(e) => set('maxUses', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
