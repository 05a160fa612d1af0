import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, centsToDollars, endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import { quoteCartWithCode } from './promotion-pricing';
import type { PromotionsService } from './promotions.service';

const M = MESSAGES.promo;

/** Admin → Promotions, inside the admin group. */
export function adminPromotionsRoutes(promotions: PromotionsService): FastifyPluginAsync {
  const api = endpoints.admin.promotions;
  return async (app) => {
    route(app, api.list, async () => ({ succeeded: true, data: await promotions.list() }));

    route(app, api.save, async (request) => {
      const saved = await promotions.save(request.body);
      return { succeeded: true, data: saved, message: request.body.id ? M.updated : M.created };
    });

    route(app, api.remove, async (request) => {
      await promotions.remove(request.query.id);
      return { succeeded: true, data: null, message: M.deleted };
    });

    route(app, api.samples, async () => ({ succeeded: true, data: await promotions.samples() }));

    route(app, api.saveSample, async (request) => ({
      succeeded: true,
      data: await promotions.saveSample(request.body),
      message: M.sampleSaved,
    }));

    route(app, api.removeSample, async (request) => {
      await promotions.removeSample(request.query.id);
      return { succeeded: true, data: null, message: M.sampleDeleted };
    });
  };
}

/** The shopper's side: try a code on a cart, and the samples to pick from at checkout. */
export function promotionsStoreRoutes(deps: {
  db: Db;
  promotions: PromotionsService;
  limiter: RateLimiter;
}): FastifyPluginAsync {
  const api = endpoints.promotions;
  return async (app) => {
    route(app, api.validate, async (request) => {
      const { code, items, email, country } = request.body;
      // The same pricing as the quote, the payment and the order: the discount is the one charged.
      const cart = await quoteCartWithCode(deps, items, country ?? '', { code, email }, request.ip);
      if (!cart.promo) throw new AppError('VALIDATION', cart.promoError ?? M.unknown);
      const { promo } = cart;
      return {
        succeeded: true,
        data: {
          code: promo.code,
          kind: promo.kind,
          discount: centsToDollars(promo.discountCents),
          freeShipping: promo.freeShipping,
          description: promo.description,
        },
      };
    });

    route(app, api.samples, async (_request, reply) => {
      // Stock changes with every order: a shopper must not pick from an old list.
      reply.header('cache-control', 'no-store');
      return { succeeded: true, data: { samples: await deps.promotions.sampleOptions() } };
    });
  };
}
