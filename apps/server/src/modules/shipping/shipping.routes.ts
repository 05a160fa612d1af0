import type { FastifyPluginAsync } from 'fastify';
import { centsToDollars, endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import { priceCart } from '../pricing/price-cart';
import { PROMO_RULE } from '../promotions/promotions.routes';
import { availableCountries } from './shipping.service';

const { shipping: api } = endpoints;

/** The shipping calls, public: called without a token (docs/product.md#who-may-do-what). */
export function shippingRoutes(db: Db, limiter?: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    route(app, api.countries, async () => ({
      succeeded: true,
      data: { countries: await availableCountries(db) },
    }));

    route(app, api.calculate, async (request) => {
      // The fee for the cart as the catalog prices and weighs it now, after its promo code.
      const { items, country, promoCode } = request.body;
      // A quote with a code tells whether the code exists: counted like a code check.
      if (promoCode && limiter) await limiter.enforce(PROMO_RULE, request.ip);
      const cart = await priceCart(db, items, country, { code: promoCode });
      const { shipping } = cart;
      return {
        succeeded: true,
        data: {
          shippingFee: centsToDollars(shipping.feeCents),
          // An empty cart has nothing to ship: not "free".
          isFree: shipping.isFree && cart.subtotalCents > 0,
          available: shipping.available,
          discount: centsToDollars(cart.discountCents),
          promoCode: cart.promo?.code ?? null,
          promoError: cart.promoError,
        },
      };
    });
  };
}
