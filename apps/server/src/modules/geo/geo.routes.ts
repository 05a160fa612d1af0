import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCountryResponse } from '@seoul-glow/shared';
import { countryOfIp } from './geo.service';

/** GET /api/Orders/userCountry: request.ip already honours TRUST_PROXY (Fastify trustProxy). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Orders/userCountry',
    {
      schema: {
        summary: "The caller's country from their IP address",
        tags: ['Shipping'],
        response: { 200: userCountryResponse },
      },
    },
    async (request) => ({
      succeeded: true,
      data: { country: countryOfIp(request.ip) },
    }),
  );
};
