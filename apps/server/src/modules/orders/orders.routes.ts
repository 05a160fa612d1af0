import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { getOrderDetail } from './orders.service';

/** GET /api/Orders/orderDetails?orderId=: public by unguessable id (docs/product.md#where-we-differ-from-the-first-specification). */
export function orderRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.orders.details, async (request, reply) => {
      const order = await getOrderDetail(db, request.query.orderId);
      if (!order) throw new AppError('NOT_FOUND', MESSAGES.orders.notFoundText);
      reply.header('cache-control', 'no-store');
      return { succeeded: true, data: order };
    });
  };
}
