import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

/** Stripe when both keys are configured (config.ts checks they come together), else the demo provider. */
export function selectPaymentProvider(config: Pick<Config, 'stripe'>, db: Db): PaymentProvider {
  return config.stripe ? new StripePaymentProvider(config.stripe) : new DemoPaymentProvider(db);
}
