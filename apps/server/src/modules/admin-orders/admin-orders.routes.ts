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
import { ADMIN_DOC } from '../../plugins/openapi';

export function adminOrdersRoutes(deps: {
  auth: AuthService;
  orders: AdminOrdersService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireAdmin(deps.auth));

    app.get(
      '/Orders/getAllOrders',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Every order, newest first (admin)',
          tags: ['Admin orders'],
          response: { 200: getAllOrdersResponse },
        },
      },
      async () => ({
        succeeded: true,
        data: await deps.orders.listAll(),
      }),
    );

    /** Server-side search, status filter and paging for the admin table (stays fast at 10,000+). */
    app.get(
      '/Orders/admin',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Search, filter and page the orders (admin)',
          tags: ['Admin orders'],
          querystring: adminOrderListQuery,
          response: { 200: adminOrderListResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await deps.orders.list(request.query) }),
    );

    app.get(
      '/Orders/adminOrderDetails',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'One order with lines, address and history (admin)',
          tags: ['Admin orders'],
          querystring: orderIdQuery,
          response: { 200: adminOrderDetailResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await deps.orders.detail(request.query.orderId) }),
    );

    app.post(
      '/Orders/updateOrderStatus',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Move an order to a new status (admin)',
          tags: ['Admin orders'],
          querystring: updateOrderStatusQuery,
          response: { 200: updateOrderStatusResponse },
        },
      },
      async (request) => ({
        succeeded: true,
        data: await deps.orders.updateStatus(request.query.orderId, request.query.status),
      }),
    );
  };
}
