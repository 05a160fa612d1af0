import {
  LIMITS,
  SUPPORT_EMAIL,
  centsToDollars,
  formatUsd,
  getPoliciesInput,
  policiesSchema,
  type Policies,
} from '@seoul-glow/shared';
import { defineTool } from './tool';

/** The store's promises in words (docs/product.md#shipping, #what-the-store-does, #constants-and-limits). */
export function storePolicies(options: { demoPayments: boolean }): Policies {
  const threshold = centsToDollars(LIMITS.freeShippingThresholdCents);
  return {
    shipping: `Free shipping on orders of ${formatUsd(threshold)} or more, to every country we ship to. Below that, a flat fee by country covers the first kilogram, plus a fee per started kilogram above it; the cart shows the fee for your country before you pay.`,
    freeShippingFrom: threshold,
    delivery:
      'Orders arrive in 3-5 business days once shipped, with a tracking number in the shipping email and on the order page.',
    returns:
      'Return any product within 30 days for a full refund under our satisfaction guarantee: write to support with your order number.',
    samples: 'Every order comes with a free sample.',
    payment: options.demoPayments
      ? 'Card payments at checkout. The store runs in demo mode: no real payment is processed, and the checkout lists test cards.'
      : 'Card payments at checkout (Visa, Mastercard, American Express), processed securely by Stripe; we never store card numbers.',
    support: `Write to ${SUPPORT_EMAIL} or use the contact form: we answer within 24 hours, typically in 2-4 hours during business hours.`,
  };
}

export function policyTools(options: { demoPayments: boolean }) {
  const getPolicies = defineTool({
    name: 'get_policies',
    title: 'Store policies',
    description:
      'Shipping fees and the free-shipping threshold, delivery times, returns, free samples, payment and support.',
    input: getPoliciesInput,
    output: policiesSchema,
    async run() {
      return storePolicies(options);
    },
  });
  return { getPolicies };
}
