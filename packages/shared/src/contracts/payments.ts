import { z } from 'zod';
import { envelope } from './envelope';

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the browser needs to pick the card input: the demo one, or Stripe.js with this key. */
export const paymentConfigResponse = envelope(
  z.object({ provider: z.enum(PAYMENT_PROVIDERS), publishableKey: z.string().nullable() }),
);
export type PaymentConfig = NonNullable<z.infer<typeof paymentConfigResponse>['data']>;

/** docs/architecture.md#api-contract: the demo provider's stand-in for the card network. */
export const demoConfirmRequest = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: z.string().max(10),
  }),
  billingDetails: z.object({ name: z.string().max(200), email: z.string().max(320) }),
});
export type DemoConfirmRequest = z.infer<typeof demoConfirmRequest>;

export const demoConfirmResult = z.object({
  status: z.enum(['succeeded', 'failed']),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  paymentIntentId: z.string(),
});
export type DemoConfirmResult = z.infer<typeof demoConfirmResult>;
export const demoConfirmResponse = envelope(demoConfirmResult);

/** docs/product.md#checkout: the demo provider's test cards and their outcomes; the checkout banner lists them. */
export const DEMO_TEST_CARDS = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'Succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'Succeeds' },
  { number: '378282246310005', brand: 'American Express', outcome: 'Succeeds' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'Your card was declined.' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'Your card has insufficient funds.' },
  { number: '4000000000000069', brand: 'Visa', outcome: 'Your card has expired.' },
  { number: '4000000000000127', brand: 'Visa', outcome: "Your card's security code is incorrect." },
  {
    number: '4000000000000119',
    brand: 'Visa',
    outcome: 'An error occurred while processing your card. Try again in a little bit.',
  },
] as const;
