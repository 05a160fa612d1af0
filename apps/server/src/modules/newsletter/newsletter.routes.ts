import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTER_MESSAGES, newsletterRequestSchema, newsletterResponse } from '@seoul-glow/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { NewsletterService } from './newsletter.service';

export const NEWSLETTER_RATE = { name: 'newsletter', max: 10, windowMs: 60 * 60_000 };

export function newsletterRoutes(deps: {
  newsletter: NewsletterService;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Newsletter/subscribe',
      {
        schema: {
          summary: 'Subscribe an email address (idempotent)',
          tags: ['Newsletter'],
          body: newsletterRequestSchema,
          response: { 200: newsletterResponse },
        },
        preHandler: deps.limiter.guard(NEWSLETTER_RATE),
      },
      async (request) => {
        const data = await deps.newsletter.subscribe(request.body.email);
        return {
          succeeded: true,
          data,
          message: data.alreadySubscribed ? NEWSLETTER_MESSAGES.already : NEWSLETTER_MESSAGES.subscribed,
        };
      },
    );
  };
}
