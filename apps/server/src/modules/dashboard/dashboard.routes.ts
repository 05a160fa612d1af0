import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.admin.dashboard.stats, async () => ({
      succeeded: true,
      data: await dashboard.stats(),
    }));
  };
}
