export const checkout = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postalCodeRequired: 'Postal code is required',
  noShipping: 'We currently do not offer shipping to your country. Please contact support for assistance.',
  /** No country chosen yet: the list starts at 'Select your country' (docs/product.md#shipping). */
  countryRequired: 'Please select your country',
  placeFailed: 'Failed to place order, please try again later',
  stripeNotLoaded: 'Stripe has not loaded.',
  paymentFailed: 'Payment failed',
  checkoutFailed: 'Checkout failed.',
} as const;
