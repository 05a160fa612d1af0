import { Field, Input, Select } from '~/components/ui/field';
import type { CheckoutErrors, CheckoutField, CheckoutForm } from './checkout-form-model';

const TEXT_FIELDS: {
  name: Exclude<CheckoutField, 'country' | 'email'>;
  label: string;
  autoComplete: string;
  wide?: boolean;
  optional?: boolean;
}[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name', wide: true },
  { name: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1', wide: true },
  {
    name: 'addressLine2',
    label: 'Address Line 2 (optional)',
    autoComplete: 'address-line2',
    wide: true,
    optional: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
];

const fieldset = 'rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6';

interface FieldsetProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  edit: (field: CheckoutField, value: string) => void;
  busy: boolean;
}

/** The contact email. */
export function ContactFieldset({ form, errors, edit, busy }: FieldsetProps) {
  return (
    <fieldset className={`space-y-4 ${fieldset}`} disabled={busy}>
      <legend className="sr-only">Contact</legend>
      <h2 className="font-display text-xl">Contact</h2>
      <Field label="Email" error={errors.email} required>
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => edit('email', e.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}

/**
 * The shipping address and the country list (the visitor's own first, starting at 'Select your
 * country' when none is known); `countryError` is the no-shipping message for a country that has
 * no shipping, or asks for a country (docs/product.md#validation).
 */
export function AddressFieldset({
  form,
  errors,
  edit,
  busy,
  countries,
  countryError,
}: FieldsetProps & { countries: string[]; countryError: string | null }) {
  return (
    <fieldset className={fieldset} disabled={busy}>
      <legend className="sr-only">Shipping address</legend>
      <h2 className="font-display text-xl">Shipping Address</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <Field
            key={f.name}
            label={f.label}
            error={errors[f.name]}
            required={!f.optional}
            className={f.wide ? 'sm:col-span-2' : undefined}
          >
            {(p) => (
              <Input
                {...p}
                required={!f.optional}
                autoComplete={f.autoComplete}
                value={form[f.name]}
                onChange={(e) => edit(f.name, e.target.value)}
              />
            )}
          </Field>
        ))}
        <Field label="Country" error={countryError} required>
          {(p) => (
            <Select
              {...p}
              autoComplete="country-name"
              value={form.country}
              onChange={(e) => edit('country', e.target.value)}
            >
              <option value="" disabled>
                {countries.length === 0 ? 'Loading countries...' : 'Select your country'}
              </option>
              {countries.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
