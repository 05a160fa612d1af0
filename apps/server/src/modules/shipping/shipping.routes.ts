import type { FastifyPluginAsync } from 'fastify';
import { centsToDollars, endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { priceCart } from '../pricing/price-cart';
import { availableCountries } from './shipping.service';

const { shipping: api } = endpoints;

/** The shipping calls, public: called without a token (docs/product.md#who-may-do-what). */
export function shippingRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.countries, async () => ({
      succeeded: true,
      data: { countries: await availableCountries(db) },
    }));

    route(app, api.calculate, async (request) => {
      // The fee for the cart as the catalog prices and weighs it now.
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
    });
  };
}
