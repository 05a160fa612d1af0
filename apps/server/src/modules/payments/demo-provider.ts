import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { IntentState, PaymentProvider } from './payment-provider';

/**
 * The in-process demo provider (docs/product.md#checkout): intents live only in `payment_intents`; the demo
 * confirm endpoint plays the card network (card-checks.ts) and writes the outcome there.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  async createIntent() {
    const id = `pi_demo_${randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}` };
  }

  async retrieveIntent(id: string): Promise<IntentState> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    if (!row) throw new Error(`unknown demo intent ${id}`);
    return {
      status: row.status,
      amountCents: row.amountCents,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
    };
  }

  /** Nothing leaves the building: the checkout marks the intent refunded. */
  async refund(): Promise<void> {}
}
