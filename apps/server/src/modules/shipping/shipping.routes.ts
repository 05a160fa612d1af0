import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import { quoteCart } from '../checkout/cart-quote';
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
      // The cart quote's fee and discount for this country (the spec's shape: without the lines).
      const {
        lines: _lines,
        subtotal: _subtotal,
        ...shipping
      } = await quoteCart({ db, limiter }, request.body, request.ip);
      return { succeeded: true, data: shipping };
    });
  };
}
