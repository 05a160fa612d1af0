import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

/** The provider config.ts resolved: Stripe (its keys are then set), or the demo provider. */
export function selectPaymentProvider(
  config: Pick<Config, 'stripe' | 'paymentProvider'>,
  db: Db,
): PaymentProvider {
  return config.paymentProvider === 'stripe' && config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new DemoPaymentProvider(db);
}
