import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { FieldError } from '~/components/ui/field';

export interface StripeHandle {
  stripe: Stripe | null;
  card: StripeCardElement | null;
}

/**
 * Stripe's card element, loaded only when the server runs the Stripe provider (docs/product.md#checkout):
 * Stripe.js is imported on demand with the publishable key; the postal code is hidden (docs/product.md#screens-and-routes).
 */
export function StripeCardInput({
  publishableKey,
  handle,
}: {
  publishableKey: string;
  handle: React.MutableRefObject<StripeHandle>;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let live = true;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!live || !stripe || !mount.current) return;
        card = stripe
          .elements()
          .create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
        card.mount(mount.current);
        card.on('change', (e) => setError(e.error?.message ?? null));
        handle.current = { stripe, card };
      })
      .catch((err) => console.error(err));
    return () => {
      live = false;
      card?.destroy();
      handle.current = { stripe: null, card: null };
    };
  }, [publishableKey, handle]);

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">Card details</p>
      <div ref={mount} className="rounded-xl border border-line bg-surface px-4 py-3.5" />
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}
