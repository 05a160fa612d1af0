import { useEffect, useState } from 'react';
import { api } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { callApi } from '~/lib/api-client';

/**
 * Says on the dashboard, in plain words, when the store runs the demo card provider: orders
 * arrive, but nobody has paid for them (docs/product.md#checkout). Silent with Stripe.
 */
export function DemoPaymentsNotice() {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    callApi(api.payments.config, { signal: controller.signal })
      .then((res) => setDemo(res.data?.provider === 'demo'))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!demo) return null;
  return (
    <Alert tone="info" title="Demo payments: no real money is taken">
      Cards are checked by the built-in demo provider and nothing is charged, so orders placed in this store
      have not been paid for. To take real payments, set <code>STRIPE_SECRET_KEY</code> and{' '}
      <code>STRIPE_PUBLISHABLE_KEY</code> and restart.
    </Alert>
  );
}
