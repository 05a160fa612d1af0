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

// The per-address limits (DESIGN §9) are counted by the service, in the same statement as the
// step's own work: see CONFIRM_RULE and INTENT_RULE in checkout.service.ts.
export { CONFIRM_RULE } from './checkout.service';

export function checkoutRoutes(deps: {
  checkout: CheckoutService;
  limiter: RateLimiter;
  publicUrl: string | undefined;
}): FastifyPluginAsyncZod {
  const { checkout } = deps;
  return async (app) => {
    app.post(
      '/Cart/quote',
      {
        schema: {
          summary: 'Price a cart as the catalog stands now',
          tags: ['Checkout'],
          body: cartQuoteRequest,
          response: { 200: cartQuoteResponse },
        },
      },
      async (request) => ({
        succeeded: true,
        data: await checkout.quoteCart(request.body.items),
      }),
    );

    app.get(
      '/Payments/config',
      {
        schema: {
          summary: 'The payment provider and its publishable key',
          tags: ['Checkout'],
          response: { 200: paymentConfigResponse },
        },
      },
      async () => ({
        succeeded: true,
        data: { provider: checkout.provider.name, publishableKey: checkout.provider.publishableKey },
      }),
    );

    app.post(
      '/Orders/createPaymentIntent',
      {
        schema: {
          summary: 'Start a payment for a priced cart',
          tags: ['Checkout'],
          body: createPaymentIntentRequest,
          response: { 200: createPaymentIntentResponse },
        },
      },
      async (request) => ({
        succeeded: true,
        data: await checkout.createPaymentIntent(request.body, request.ip),
      }),
    );

    app.post(
      '/Payments/demo/confirm',
      {
        schema: {
          summary: 'Confirm a demo card payment (demo provider only)',
          tags: ['Checkout'],
          body: demoConfirmRequest,
          response: { 200: demoConfirmResponse },
        },
      },
      async (request) => ({
        succeeded: true,
        data: await checkout.confirmDemoPayment(request.body, request.ip),
      }),
    );

    app.post(
      '/Orders/place',
      {
        schema: {
          summary: 'Place the order for a paid payment intent',
          tags: ['Checkout'],
          body: placeOrderRequest,
          response: { 200: placeOrderResponse },
        },
      },
      async (request) => {
        const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
        return { succeeded: true, data: await checkout.placeOrder(request.body, origin) };
      },
    );
  };
}
