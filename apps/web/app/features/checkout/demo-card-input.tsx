import { CreditCard } from 'lucide-react';
import { Field, Input } from '~/components/ui/field';
import {
  BRAND_LABEL,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  type CardErrors,
  type CardFields,
} from './card-format';

/** The demo provider's card input: number (brand + spacing), expiry, CVC; no postal code (docs/product.md#screens-and-routes). */
export function DemoCardInput({
  value,
  errors,
  disabled,
  onChange,
}: {
  value: CardFields;
  errors: CardErrors;
  disabled: boolean;
  onChange: (field: keyof CardFields, value: string) => void;
}) {
  const brand = detectBrand(value.number.replace(/\D/g, ''));
  return (
    <div className="grid grid-cols-2 gap-4">
      <Field label="Card number" error={errors.number} className="col-span-2">
        {(p) => (
          <div className="relative">
            <Input
              {...p}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={value.number}
              disabled={disabled}
              onChange={(e) => onChange('number', formatCardNumber(e.target.value))}
              className="pr-11 font-mono tracking-wide"
            />
            {/* The brand sits on the label's line, not in the field: on a phone the field needs
                all its width for the whole number. */}
            {brand !== 'unknown' ? (
              <span
                data-testid="card-brand"
                className="pointer-events-none absolute right-0 bottom-full mb-1.5 text-xs font-semibold text-ink-muted"
              >
                {BRAND_LABEL[brand]}
              </span>
            ) : null}
            <CreditCard
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
            />
          </div>
        )}
      </Field>
      <Field label="Expiry" error={errors.expiry}>
        {(p) => (
          <Input
            {...p}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={value.expiry}
            disabled={disabled}
            onChange={(e) => onChange('expiry', formatExpiry(e.target.value))}
          />
        )}
      </Field>
      <Field label="CVC" error={errors.cvc}>
        {(p) => (
          <Input
            {...p}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={brand === 'amex' ? '1234' : '123'}
            maxLength={4}
            value={value.cvc}
            disabled={disabled}
            onChange={(e) => onChange('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        )}
      </Field>
    </div>
  );
}
