import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartQuoteRequest,
  cartQuoteResponse,
  createPaymentIntentRequest,
  createPaymentIntentResponse,
  demoConfirmRequest,
  demoConfirmResponse,
  paymentConfigResponse,
  placeOrderRequest,
  placeOrderResponse,
} from '@seoul-glow/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { CheckoutService } from './checkout.service';

/** Card attempts per address (DESIGN §9): enough for a shopper's retries, not for card testing. */
export const CONFIRM_RULE = { name: 'demo-confirm', max: 30, windowMs: 10 * 60_000 };
const INTENT_RULE = { name: 'payment-intent', max: 60, windowMs: 10 * 60_000 };

export function checkoutRoutes(deps: {
  checkout: CheckoutService;
  limiter: RateLimiter;
  publicUrl: string | undefined;
}): FastifyPluginAsyncZod {
  const { checkout, limiter } = deps;
  return async (app) => {
    app.post(
      '/Cart/quote',
      { schema: { body: cartQuoteRequest, response: { 200: cartQuoteResponse } } },
      async (request) => ({
        succeeded: true,
        data: await checkout.quoteCart(request.body.items),
      }),
    );

    app.get('/Payments/config', { schema: { response: { 200: paymentConfigResponse } } }, async () => ({
      succeeded: true,
      data: { provider: checkout.provider.name, publishableKey: checkout.provider.publishableKey },
    }));

    app.post(
      '/Orders/createPaymentIntent',
      {
        schema: { body: createPaymentIntentRequest, response: { 200: createPaymentIntentResponse } },
        preHandler: limiter.guard(INTENT_RULE),
      },
      async (request) => ({ succeeded: true, data: await checkout.createPaymentIntent(request.body) }),
    );

    app.post(
      '/Payments/demo/confirm',
      {
        schema: { body: demoConfirmRequest, response: { 200: demoConfirmResponse } },
        preHandler: limiter.guard(CONFIRM_RULE),
      },
      async (request) => ({ succeeded: true, data: await checkout.confirmDemoPayment(request.body) }),
    );

    app.post(
      '/Orders/place',
      { schema: { body: placeOrderRequest, response: { 200: placeOrderResponse } } },
      async (request) => {
        const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
        return { succeeded: true, data: await checkout.placeOrder(request.body, origin) };
      },
    );
  };
}
