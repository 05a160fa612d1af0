import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requestOrigin } from '../../lib/request-origin';
import { route } from '../../lib/route';
import type { OrderAccessService } from '../orders/order-access.service';
import type { PaymentsService } from '../payments/payments.service';
import { quoteCart } from './cart-quote';
import { PlaceOrderWorkflow } from './place-order.workflow';
import { startPayment } from './start-payment.workflow';

/** The cart quote and the two checkout steps that span modules (docs/product.md#checkout). */
export function checkoutRoutes(deps: {
  db: Db;
  limiter: RateLimiter;
  payments: PaymentsService;
  publicUrl: string | undefined;
  orderAccess: OrderAccessService;
}): FastifyPluginAsync {
  const placeOrder = new PlaceOrderWorkflow(deps.db, deps.payments, deps.orderAccess);
  return async (app) => {
    route(app, endpoints.cart.quote, async (request) => ({
      succeeded: true,
      data: await quoteCart(deps, request.body, request.ip),
    }));

    // The per-address limit is counted in the same statement as the cart read (INTENT_RULE).
    route(app, endpoints.payments.createIntent, async (request) => ({
      succeeded: true,
      data: await startPayment(
        { db: deps.db, provider: deps.payments.provider },
        request.body,
        request.ip,
        requestOrigin(request, deps.publicUrl),
      ),
    }));

    route(app, endpoints.orders.place, async (request) => {
      const origin = requestOrigin(request, deps.publicUrl);
      return { succeeded: true, data: await placeOrder.run(request.body, origin) };
    });
  };
}
