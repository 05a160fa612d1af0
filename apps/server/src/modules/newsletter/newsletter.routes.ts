import type { FastifyPluginAsync } from 'fastify';
import { NEWSLETTER_MESSAGES, endpoints } from '@seoul-glow/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import type { NewsletterService } from './newsletter.service';

export const NEWSLETTER_RATE = { name: 'newsletter', max: 10, windowMs: 60 * 60_000 };

export function newsletterRoutes(deps: {
  newsletter: NewsletterService;
  limiter: RateLimiter;
}): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      endpoints.newsletter.subscribe,
      async (request) => {
        const data = await deps.newsletter.subscribe(request.body.email);
        return {
          succeeded: true,
          data,
          message: data.alreadySubscribed ? NEWSLETTER_MESSAGES.already : NEWSLETTER_MESSAGES.subscribed,
        };
      },
      { preHandler: deps.limiter.guard(NEWSLETTER_RATE) },
    );
  };
}
