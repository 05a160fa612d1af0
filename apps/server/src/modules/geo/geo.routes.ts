import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import { countryOfIp } from './geo.service';

/** GET /api/Orders/userCountry: request.ip already honours TRUST_PROXY (Fastify trustProxy). */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.shipping.userCountry, async (request) => ({
    succeeded: true,
    data: { country: countryOfIp(request.ip) },
  }));
};
