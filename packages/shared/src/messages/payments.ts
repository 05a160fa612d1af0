export const payments = {
  /** The demo provider in plain words: the start log and the admin dashboard say it. */
  demoMode: 'No real money is taken: cards are checked by the built-in demo provider and nothing is charged.',
  /** Admin → Orders: payments the store finished without the shopper (docs/product.md#checkout). */
  attentionEmpty: 'No payments need attention: every paid checkout became an order.',
} as const;
