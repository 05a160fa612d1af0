import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { demoSeedNotice, paymentModeNotice } from './payment-mode';

describe('the start log about money', () => {
  it('says in plain words that the demo provider takes no real money, louder in production', () => {
    expect(paymentModeNotice(loadConfig({}))).toMatch(/^demo payments: No real money is taken/);
    const prod = paymentModeNotice(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'demo' }),
    );
    expect(prod).toMatch(/^DEMO PAYMENTS in production \(PAYMENT_PROVIDER=demo\): No real money is taken/);
    expect(prod).toMatch(/STRIPE_SECRET_KEY/);
    expect(paymentModeNotice(loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' }))).toMatch(
      /Stripe/,
    );
  });

  it('names the demo seed in production only', () => {
    expect(demoSeedNotice(loadConfig({}))).toBeNull();
    expect(
      demoSeedNotice(
        loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'demo' }),
      ),
    ).toBeNull();
    expect(
      demoSeedNotice(
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://shop.example',
          PAYMENT_PROVIDER: 'demo',
          SEED_DEMO: '1',
        }),
      ),
    ).toMatch(/SEED_DEMO=1 in production/);
  });
});
