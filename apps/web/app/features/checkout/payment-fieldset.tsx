import type { PaymentConfig } from '@seoul-glow/shared';
import type { CardErrors, CardFields } from './card-format';
import { DemoCardInput } from './demo-card-input';
import { StripeCardInput, type StripeHandle } from './stripe-card';

/** The card input of the active payment provider: Stripe's element, or the demo provider's own. */
export function PaymentFieldset({
  config,
  stripe,
  card,
  cardErrors,
  busy,
  editCard,
  problem,
}: {
  config: PaymentConfig;
  stripe: React.MutableRefObject<StripeHandle>;
  card: CardFields;
  cardErrors: CardErrors;
  busy: boolean;
  editCard: (field: keyof CardFields, value: string) => void;
  /** The card provider's refusal of the last attempt (the alert says it too, then goes away). */
  problem?: string | null;
}) {
  return (
    <fieldset
      id="payment"
      className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
      disabled={busy}
    >
      <legend className="sr-only">Payment</legend>
      <h2 className="font-display text-xl">Payment</h2>
      {config.provider === 'stripe' && config.publishableKey ? (
        <StripeCardInput publishableKey={config.publishableKey} handle={stripe} />
      ) : (
        <DemoCardInput value={card} errors={cardErrors} disabled={busy} onChange={editCard} />
      )}
      {problem ? (
        <p id="card-problem" role="alert" className="text-sm font-medium text-red-700">
          {problem} Check the card or use another one, then try again.
        </p>
      ) : null}
    </fieldset>
  );
}
