import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableCountriesResponse,
  calculateShippingRequest,
  calculateShippingResponse,
  centsToDollars,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { priceCart } from '../checkout/cart-pricing';
import { availableCountries } from './shipping.service';

/** SPEC §7 shipping calls, public (SPEC §6: called without a token). */
export function shippingRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Orders/availableCountries',
      {
        schema: {
          summary: 'Countries the store ships to',
          tags: ['Shipping'],
          response: { 200: availableCountriesResponse },
        },
      },
      async () => ({ succeeded: true, data: { countries: await availableCountries(db) } }),
    );

    app.post(
      '/Orders/calculateShipping',
      {
        schema: {
          summary: 'The shipping fee for a cart and country',
          tags: ['Shipping'],
          body: calculateShippingRequest,
          response: { 200: calculateShippingResponse },
        },
      },
      async (request) => {
        // DESIGN §7 on the cart as the catalog prices and weighs it now.
        const cart = await priceCart(db, request.body.items, request.body.country);
        const { shipping } = cart;
        return {
          succeeded: true,
          data: {
            shippingFee: centsToDollars(shipping.feeCents),
            // An empty cart has nothing to ship: not "free".
            isFree: shipping.isFree && cart.subtotalCents > 0,
            available: shipping.available,
          },
        };
      },
    );
  };
}
