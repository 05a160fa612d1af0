import { useState } from 'react';
import { saveShipCountry } from '~/lib/cart/checkout-choices';
import {
  EMPTY_FORM,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form-model';

/** The checkout's contact and address fields, their messages, and `edit` for one field. */
export function useCheckoutForm() {
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const edit = (field: CheckoutField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // The country chosen here is the cart's too (docs/product.md#shipping).
    if (field === 'country') saveShipCountry(value);
    // docs/product.md#validation: a field's error clears when it is edited.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { form, setForm, errors, setErrors, edit };
}
