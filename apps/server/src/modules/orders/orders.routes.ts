import type { FastifyPluginAsync } from 'fastify';
import { ORDER_ACCESS_MESSAGES, MESSAGES, endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requestOrigin } from '../../lib/request-origin';
import { route } from '../../lib/route';
import type { OrderAccessService } from './order-access.service';
import { getOrderDetail } from './orders.service';

const notFound = () => new AppError('NOT_FOUND', MESSAGES.orders.notFoundText);

/**
 * The shopper's order calls (docs/product.md#security): an order by its id (whole only with
 * proof; a failed proof answers exactly as an unknown order) and Find my orders.
 */
export function orderRoutes(deps: {
  db: Db;
  orderAccess: OrderAccessService;
  publicUrl: string | undefined;
}): FastifyPluginAsync {
  const { db, orderAccess } = deps;
  return async (app) => {
    route(app, endpoints.orders.details, async (request, reply) => {
      const { orderId, email, token } = request.query;
      const proof = await orderAccess.proveOrderAccess(orderId, { email, token }, { ip: request.ip });
      if (proof === 'refused') throw notFound();
      const order = await getOrderDetail(db, orderId, proof === 'owner' ? 'owner' : 'public');
      if (!order) throw notFound();
      reply.header('cache-control', 'no-store');
      return { succeeded: true, data: order };
    });

    route(app, endpoints.orders.findMine, async (request) => {
      const origin = requestOrigin(request, deps.publicUrl);
      await orderAccess.findMyOrders(request.body.email, { ip: request.ip }, origin);
      return { succeeded: true, data: { message: ORDER_ACCESS_MESSAGES.findSent } };
    });
  };
}
