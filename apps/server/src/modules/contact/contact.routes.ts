import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import type { ContactService } from './contact.service';

/** Five messages per address per 10 minutes: plenty for a person, useless for a spammer. */
export const CONTACT_RATE = { name: 'contact', max: 5, windowMs: 10 * 60_000 };

export function contactRoutes(deps: { contact: ContactService; limiter: RateLimiter }): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      endpoints.contact.submit,
      async (request) => ({
        succeeded: true,
        data: await deps.contact.submit(request.body),
        message: MESSAGES.contact.successText,
      }),
      { preHandler: deps.limiter.guard(CONTACT_RATE) },
    );
  };
}
