import type { PaymentProviderName } from '@seoul-glow/shared';

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface IntentState {
  status: 'succeeded' | 'failed' | 'requires_payment_method' | 'processing' | 'refunded' | 'canceled';
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * docs/product.md#checkout: where the money moves. The checkout records every intent in `payment_intents`
 * itself; a provider only creates, reports and refunds them.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser: Stripe's publishable key, null for the demo provider. */
  readonly publishableKey: string | null;
  createIntent(input: { amountCents: number; email: string; idempotencyKey: string }): Promise<CreatedIntent>;
  retrieveIntent(id: string): Promise<IntentState>;
  refund(id: string): Promise<void>;
}
