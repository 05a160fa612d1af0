import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { pingDatabase } from './health.repository';
import { HealthService } from './health.service';

/** /api/health (kept for existing monitors), /api/health/live and /api/health/ready. */
export function healthRoutes(db: Db): FastifyPluginAsync {
  const health = new HealthService(db);
  return async (app) => {
    route(app, endpoints.system.health, async () => {
      await pingDatabase(db);
      return { status: 'ok' as const };
    });
    route(app, endpoints.system.live, async () => ({ status: 'ok' as const }));
    route(app, endpoints.system.ready, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const problems = await health.problems();
      if (problems.length === 0)
        return { status: 'ok' as const, checks: { database: 'ok', migrations: 'ok' } as const };
      return reply.code(503).send({ succeeded: false, errors: problems });
    });
  };
}
