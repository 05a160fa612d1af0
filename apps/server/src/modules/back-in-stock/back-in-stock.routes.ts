import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requestOrigin } from '../../lib/request-origin';
import { route } from '../../lib/route';
import type { BackInStockService } from './back-in-stock.service';

/** Per address: a shopper asks for a few products; a script writing strangers' addresses is stopped. */
export const NOTIFY_ME_RATE = { name: 'notify-me', max: 10, windowMs: 60 * 60_000 };

export function backInStockRoutes(deps: {
  backInStock: BackInStockService;
  limiter: RateLimiter;
  publicUrl: string | undefined;
}): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      endpoints.catalog.notifyMe,
      async (request) => {
        const { productId, email } = request.body;
        const origin = requestOrigin(request, deps.publicUrl);
        const message = await deps.backInStock.request(productId, email, origin);
        return { succeeded: true, data: { message }, message };
      },
      { preHandler: deps.limiter.guard(NOTIFY_ME_RATE) },
    );
  };
}
