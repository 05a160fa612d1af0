import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { geoRoutes } from '../geo/geo.routes';
import { orderRoutes } from '../orders/orders.routes';
import { selectPaymentProvider } from '../payments/select-provider';
import { shippingRoutes } from '../shipping/shipping.routes';
import { checkoutRoutes } from './checkout.routes';
import { CheckoutService } from './checkout.service';

/** The buying path of issue #4 (shipping, geo, payments, checkout, order details) under /api. */
export function buyingRoutes(deps: { config: Config; db: Db; limiter: RateLimiter }): FastifyPluginAsyncZod {
  return async (app) => {
    const checkout = new CheckoutService(deps.db, selectPaymentProvider(deps.config, deps.db), deps.limiter);
    await app.register(geoRoutes);
    await app.register(shippingRoutes(deps.db));
    await app.register(orderRoutes(deps.db));
    await app.register(checkoutRoutes({ checkout, limiter: deps.limiter, publicUrl: deps.config.publicUrl }));
  };
}
