import { useCallback, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, api, type PaymentConfig } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import { paymentConfigQuery } from '~/lib/payment-config-query';
import { parseExpiry, type CardFields } from './card-format';
import type { StripeHandle } from './stripe-card';
import { CheckoutAlert, type ConfirmPayment } from './submit-order';

const DEMO: PaymentConfig = { provider: 'demo', publishableKey: null };

/** Which card input to show, and the confirmation step for the active provider (docs/product.md#checkout). */
export function usePayment(card: CardFields) {
  // Until the answer comes (or if it never does), the demo card input.
  const config: PaymentConfig = useQuery(paymentConfigQuery()).data ?? DEMO;
  const stripe = useRef<StripeHandle>({ stripe: null, card: null });
  const cardRef = useRef(card);
  cardRef.current = card;

  const confirm: ConfirmPayment = useCallback(
    async (clientSecret, billing) => {
      if (config.provider === 'stripe') {
        const { stripe: s, card: element } = stripe.current;
        if (!s || !element) throw new CheckoutAlert(MESSAGES.checkout.stripeNotLoaded);
        const result = await s.confirmCardPayment(clientSecret, {
          payment_method: { card: element, billing_details: billing },
        });
        // A payment this tab confirmed before a reload answers "unexpected state": it is paid.
        if (result.error?.payment_intent?.status === 'succeeded') return { status: 'succeeded' };
        if (result.error) return { error: result.error.message ?? MESSAGES.checkout.paymentFailed };
        return { status: result.paymentIntent?.status };
      }
      const c = cardRef.current;
      const res = await callApi(api.payments.confirmDemo, {
        body: {
          clientSecret,
          card: { number: c.number.replace(/\D/g, ''), ...parseExpiry(c.expiry), cvc: c.cvc },
          billingDetails: billing,
        },
      });
      if (res.data?.error) return { error: res.data.error.message };
      return { status: res.data?.status };
    },
    [config.provider],
  );

  return { config, stripe, confirm };
}
