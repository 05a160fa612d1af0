import { shippingAddressSchema, type ShippingAddressInput } from '@seoul-glow/shared';

export type CheckoutForm = Required<{ [K in keyof ShippingAddressInput]: string }>;
export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_FORM: CheckoutForm = {
  email: '',
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** docs/product.md#validation checkout validation with the shared contract: the first message per field. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const parsed = shippingAddressSchema.safeParse(form);
  if (parsed.success) return {};
  const errors: CheckoutErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CheckoutField;
    if (field !== 'country') errors[field] ??= issue.message;
  }
  return errors;
}
