import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { paymentsNeedingAttention } from './attention.service';

/** The admin's view of reconciled payments (registered inside the admin group). */
export function reconciliationRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.admin.orders.paymentsNeedingAttention, async (request) => ({
      succeeded: true,
      data: await paymentsNeedingAttention(db, request.query),
    }));
  };
}
