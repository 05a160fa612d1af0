import type Stripe from 'stripe';
import type { IntentState, PaymentProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** STRIPE_API_BASE: another host speaking Stripe's API (tests use a local stand-in). */
  apiBase?: string;
}

function hostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}

/** The Stripe provider: selected when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private client: Promise<Stripe> | null = null;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
  }

  /**
   * Stripe's SDK is loaded with the first payment call, not at start: a store on the demo
   * provider never loads its ~1 MB of code, and one on Stripe pays that once.
   */
  private get stripe(): Promise<Stripe> {
    if (!this.client) {
      const loading = import('stripe').then(
        ({ default: StripeClient }) =>
          new StripeClient(this.settings.secretKey, {
            ...hostOptions(this.settings.apiBase),
            maxNetworkRetries: 2,
            timeout: 20_000,
          }),
      );
      // Forgotten if loading failed, so the next call tries again.
      loading.catch(() => {
        if (this.client === loading) this.client = null;
      });
      this.client = loading;
    }
    return this.client;
  }

  async createIntent(input: { amountCents: number; email: string; idempotencyKey: string }) {
    const intent = await (
      await this.stripe
    ).paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        receipt_email: input.email,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<IntentState> {
    const intent = await (await this.stripe).paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card ?? null;
    const refunded = Boolean(charge?.refunded);
    const status: IntentState['status'] = refunded
      ? 'refunded'
      : intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'processing'
          ? 'processing'
          : intent.status === 'canceled'
            ? 'canceled'
            : intent.last_payment_error
              ? 'failed'
              : 'requires_payment_method';
    return {
      status,
      amountCents: intent.amount_received || intent.amount,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
    };
  }

  async refund(id: string): Promise<void> {
    await (await this.stripe).refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
  }
}
