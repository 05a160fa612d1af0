import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { AdminOrdersService } from './admin-orders.service';

const { orders: api } = endpoints.admin;

export function adminOrdersRoutes(orders: AdminOrdersService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.all, async () => ({ succeeded: true, data: await orders.listAll() }));

    // Server-side search, status filter and paging for the admin table (stays fast at 10,000+).
    route(app, api.list, async (request) => ({ succeeded: true, data: await orders.list(request.query) }));

    route(app, api.details, async (request) => ({
      succeeded: true,
      data: await orders.detail(request.query.orderId),
    }));

    route(app, api.updateStatus, async (request) => {
      const { orderId, status, carrier, trackingNumber } = request.query;
      // Read first for the audit log's "before"; an unknown order is refused here as it would be below.
      const before = await orders.detail(orderId);
      const data = await orders.updateStatus(orderId, status, { carrier, trackingNumber });
      request.audit.describe({
        id: orderId,
        before: { status: before.status, carrier: before.carrier, trackingNumber: before.trackingNumber },
        after: { status: data.status, carrier: data.carrier, trackingNumber: data.trackingNumber },
      });
      return { succeeded: true, data };
    });
  };
}
