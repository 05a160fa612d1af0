import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppServices } from '../app';
import { backInStockRoutes } from '../modules/back-in-stock/back-in-stock.routes';
import { catalogRoutes } from '../modules/catalog/catalog.routes';
import { checkoutRoutes } from '../modules/checkout/checkout.routes';
import { contactRoutes } from '../modules/contact/contact.routes';
import { guideRoutes } from '../modules/guide/guide.routes';
import { geoRoutes } from '../modules/geo/geo.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { orderRoutes } from '../modules/orders/orders.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { reviewsRoutes } from '../modules/reviews/reviews.routes';
import { promotionsStoreRoutes } from '../modules/promotions/promotions.routes';
import { PromotionsService } from '../modules/promotions/promotions.service';
import { shippingRoutes } from '../modules/shipping/shipping.routes';
import { skinProfileRoutes } from '../modules/skin-profile/skin-profile.routes';

/** Every public call of the store under /api: catalog, buying path, order page, contact. */
export function storeRoutes(deps: { config: Config; db: Db; services: AppServices }): FastifyPluginAsync {
  const { config, db, services } = deps;
  return async (app) => {
    await app.register(healthRoutes(db));
    const thread = services.searchThread;
    await app.register(catalogRoutes(services.catalog, thread ? (query) => thread.page(query) : undefined));
    await app.register(
      backInStockRoutes({
        backInStock: services.backInStock,
        limiter: services.limiter,
        publicUrl: config.publicUrl,
      }),
    );

    const { payments } = services;
    await app.register(shippingRoutes(db, services.limiter));
    await app.register(
      promotionsStoreRoutes({ db, promotions: new PromotionsService(db), limiter: services.limiter }),
    );
    await app.register(geoRoutes);
    await app.register(paymentsRoutes(payments));
    const { orderAccess } = services;
    await app.register(
      checkoutRoutes({ db, limiter: services.limiter, payments, publicUrl: config.publicUrl, orderAccess }),
    );
    await app.register(orderRoutes({ db, orderAccess, publicUrl: config.publicUrl }));

    await app.register(reviewsRoutes({ reviews: services.reviews.reviews, limiter: services.limiter }));
    await app.register(skinProfileRoutes({ catalog: services.catalog, limiter: services.limiter }));
    await app.register(guideRoutes(services.guide));

    await app.register(contactRoutes(services));
    await app.register(newsletterRoutes(services));
  };
}
