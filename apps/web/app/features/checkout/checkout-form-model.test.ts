import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, validateCheckout } from './checkout-form-model';

describe('checkout form validation', () => {
  it('gives every checkout message, one per field (docs/product.md#validation)', () => {
    expect(validateCheckout({ ...EMPTY_FORM, country: 'Japan' })).toEqual({
      email: 'Email is required',
      fullName: 'Full name is required',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'Postal code is required',
    });
    expect(validateCheckout({ ...EMPTY_FORM, email: 'a@b', country: 'Japan' }).email).toBe(
      'Please enter a valid email',
    );
  });
});
