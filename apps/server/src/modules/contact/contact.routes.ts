import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, contactRequestSchema, contactResponse } from '@seoul-glow/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { ContactService } from './contact.service';

/** Five messages per address per 10 minutes: plenty for a person, useless for a spammer. */
export const CONTACT_RATE = { name: 'contact', max: 5, windowMs: 10 * 60_000 };

export function contactRoutes(deps: {
  contact: ContactService;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Contact/submitContact',
      {
        schema: {
          summary: 'Send a message to the store',
          tags: ['Contact'],
          body: contactRequestSchema,
          response: { 201: contactResponse },
        },
        preHandler: deps.limiter.guard(CONTACT_RATE),
      },
      async (request, reply) => {
        const data = await deps.contact.submit(request.body);
        return reply.status(201).send({ succeeded: true, data, message: MESSAGES.contact.successText });
      },
    );
  };
}
