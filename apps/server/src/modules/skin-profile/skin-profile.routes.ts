import type { FastifyPluginAsync } from 'fastify';
import { endpoints, type Product, type ProductType } from '@seoul-glow/shared';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import { ROUTINE_TYPES, buildRoutine } from './routine-builder';

/** A shopper retakes the quiz or changes an answer a few times; a script walking profiles is stopped. */
export const ROUTINE_RATE: RateRule = { name: 'skin-routine', max: 30, windowMs: 60_000 };

/** POST /api/SkinProfile/routine: the routine of docs/product.md#the-beauty-assistant. */
export function skinProfileRoutes(deps: {
  catalog: { listProductsOfTypes(types: readonly ProductType[]): Promise<Product[]> };
  limiter: RateLimiter;
}): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      endpoints.skinProfile.routine,
      async (request, reply) => {
        // Built from stock as it is now, for one shopper's answers: never kept by a cache.
        reply.header('cache-control', 'no-store');
        return {
          succeeded: true,
          data: buildRoutine(await deps.catalog.listProductsOfTypes(ROUTINE_TYPES), request.body.profile),
        };
      },
      { preHandler: deps.limiter.guard(ROUTINE_RATE) },
    );
  };
}
