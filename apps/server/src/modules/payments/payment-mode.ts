import { MESSAGES } from '@seoul-glow/shared';
import type { Config } from '../../config';

/**
 * What the start log says about money (docs/product.md#checkout): with the demo provider, in
 * plain words, that no real money is taken; in production also that it was asked for. config.ts
 * refuses an implicit demo provider under NODE_ENV=production.
 */
export function paymentModeNotice(config: Pick<Config, 'paymentProvider' | 'isProduction'>): string {
  if (config.paymentProvider === 'stripe') return 'payments: Stripe (real cards, real money)';
  const how = MESSAGES.payments.demoMode;
  return config.isProduction
    ? `DEMO PAYMENTS in production (PAYMENT_PROVIDER=demo): ${how} Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (and drop PAYMENT_PROVIDER) to take real payments.`
    : `demo payments: ${how}`;
}

/** The seed's line in production, where it only runs when SEED_DEMO=1 was set. */
export function demoSeedNotice(config: Pick<Config, 'seedDemo' | 'isProduction'>): string | null {
  if (!config.isProduction || !config.seedDemo) return null;
  return 'SEED_DEMO=1 in production: the demo catalog, shipping zones and demo orders are seeded into an empty store.';
}
