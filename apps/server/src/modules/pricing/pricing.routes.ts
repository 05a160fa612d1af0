import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { priceCart, toCartQuote } from './price-cart';

/** POST /api/Cart/quote: the cart page's lines as the catalog prices them now. */
export function pricingRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.cart.quote, async (request) => ({
      succeeded: true,
      data: toCartQuote(await priceCart(db, request.body.items, '')),
    }));
  };
}
