import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, orderDetailsQuery, orderDetailsResponse } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getOrderDetail } from './orders.service';

/** GET /api/Orders/orderDetails?orderId=: public by unguessable id (DESIGN §10.6). */
export function orderRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Orders/orderDetails',
      {
        schema: {
          summary: 'An order by its unguessable id',
          tags: ['Orders'],
          querystring: orderDetailsQuery,
          response: { 200: orderDetailsResponse },
        },
      },
      async (request, reply) => {
        const order = await getOrderDetail(db, request.query.orderId);
        if (!order) throw new AppError('NOT_FOUND', MESSAGES.orders.notFoundText);
        reply.header('cache-control', 'no-store');
        return { succeeded: true, data: order };
      },
    );
  };
}
