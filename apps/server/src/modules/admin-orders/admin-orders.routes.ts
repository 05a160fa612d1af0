import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  getAllOrdersResponse,
  orderIdQuery,
  updateOrderStatusQuery,
  updateOrderStatusResponse,
} from '@seoul-glow/shared';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AuthService } from '../auth/auth.service';
import type { AdminOrdersService } from './admin-orders.service';

export function adminOrdersRoutes(deps: {
  auth: AuthService;
  orders: AdminOrdersService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireAdmin(deps.auth));

    app.get('/Orders/getAllOrders', { schema: { response: { 200: getAllOrdersResponse } } }, async () => ({
      succeeded: true,
      data: await deps.orders.listAll(),
    }));

    /** Server-side search, status filter and paging for the admin table (stays fast at 10,000+). */
    app.get(
      '/Orders/admin',
      { schema: { querystring: adminOrderListQuery, response: { 200: adminOrderListResponse } } },
      async (request) => ({ succeeded: true, data: await deps.orders.list(request.query) }),
    );

    app.get(
      '/Orders/adminOrderDetails',
      { schema: { querystring: orderIdQuery, response: { 200: adminOrderDetailResponse } } },
      async (request) => ({ succeeded: true, data: await deps.orders.detail(request.query.orderId) }),
    );

    app.post(
      '/Orders/updateOrderStatus',
      { schema: { querystring: updateOrderStatusQuery, response: { 200: updateOrderStatusResponse } } },
      async (request) => ({
        succeeded: true,
        data: await deps.orders.updateStatus(request.query.orderId, request.query.status),
      }),
    );
  };
}
