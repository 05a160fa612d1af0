import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { PrivacyService } from './privacy.service';

/** Settings → Privacy (superadmin, in the admin group): export and erase one address. */
export function privacyRoutes(privacy: PrivacyService): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.admin.privacy.export, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { succeeded: true, data: await privacy.export(request.query.email) };
    });
    route(app, endpoints.admin.privacy.erase, async (request) => ({
      succeeded: true,
      data: await privacy.erase(request.body.email),
    }));
  };
}
