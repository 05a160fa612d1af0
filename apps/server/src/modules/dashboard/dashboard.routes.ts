import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsResponse } from '@seoul-glow/shared';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AuthService } from '../auth/auth.service';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(deps: {
  auth: AuthService;
  dashboard: DashboardService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Dashboard/stats',
      { schema: { response: { 200: dashboardStatsResponse } }, preHandler: requireAdmin(deps.auth) },
      async () => ({ succeeded: true, data: await deps.dashboard.stats() }),
    );
  };
}
