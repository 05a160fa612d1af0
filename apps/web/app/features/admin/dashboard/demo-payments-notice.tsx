import { useQuery } from '@tanstack/react-query';
import { Alert } from '~/components/ui/alert';
import { paymentConfigQuery } from '~/lib/payment-config-query';

/**
 * Says on the dashboard, in plain words, when the store runs the demo card provider: orders
 * arrive, but nobody has paid for them (docs/product.md#checkout). Silent with Stripe.
 */
export function DemoPaymentsNotice() {
  const config = useQuery(paymentConfigQuery());
  if (config.data?.provider !== 'demo') return null;
  return (
    <Alert tone="info" title="Demo payments: no real money is taken">
      Cards are checked by the built-in demo provider and nothing is charged, so orders placed in this store
      have not been paid for. To take real payments, set <code>STRIPE_SECRET_KEY</code> and{' '}
      <code>STRIPE_PUBLISHABLE_KEY</code> and restart.
    </Alert>
  );
}
