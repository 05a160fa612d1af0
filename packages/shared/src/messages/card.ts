/** docs/product.md#checkout: the demo provider's card messages (Stripe's wording). */
export const card = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  invalidNumber: 'Your card number is invalid.',
  pastExpiry: "Your card's expiration date is in the past.",
  incomplete: 'Your card number is incomplete.',
  invalidExpiry: "Your card's expiration date is incomplete.",
  invalidCvc: "Your card's security code is incomplete.",
} as const;
