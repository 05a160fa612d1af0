import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsResponse } from '@seoul-glow/shared';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AuthService } from '../auth/auth.service';
import type { DashboardService } from './dashboard.service';
import { ADMIN_DOC } from '../../plugins/openapi';

export function dashboardRoutes(deps: {
  auth: AuthService;
  dashboard: DashboardService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Dashboard/stats',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Sales and stock figures (admin)',
          tags: ['Admin dashboard'],
          response: { 200: dashboardStatsResponse },
        },
        preHandler: requireAdmin(deps.auth),
      },
      async () => ({ succeeded: true, data: await deps.dashboard.stats() }),
    );
  };
}
