import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppServices } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { adminOrdersRoutes } from '../modules/admin-orders/admin-orders.routes';
import { AdminOrdersService } from '../modules/admin-orders/admin-orders.service';
import { adminProductsRoutes } from '../modules/admin-products/admin-products.routes';
import { AdminProductsService } from '../modules/admin-products/admin-products.service';
import { productCsvRoutes } from '../modules/admin-products/product-csv.routes';
import { ProductCsvService } from '../modules/admin-products/product-csv.service';
import { auditRoutes } from '../modules/audit/audit.routes';
import { signInRoutes, tokenRoutes } from '../modules/auth/auth.routes';
import { categoriesRoutes } from '../modules/categories/categories.routes';
import { CategoriesService } from '../modules/categories/categories.service';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { DashboardService } from '../modules/dashboard/dashboard.service';
import { guardClaims, hasDrugClaim } from '../modules/assistant/claims-guard';
import { GuideAdminService } from '../modules/guide/guide-admin.service';
import { adminGuideRoutes } from '../modules/guide/guide.routes';
import { inboxRoutes } from '../modules/inbox/inbox.routes';
import { adminPromotionsRoutes } from '../modules/promotions/promotions.routes';
import { PromotionsService } from '../modules/promotions/promotions.service';
import { InboxService } from '../modules/inbox/inbox.service';
import { privacyRoutes } from '../modules/privacy/privacy.routes';
import { reconciliationRoutes } from '../modules/reconciliation/reconciliation.routes';
import { adminReviewsRoutes } from '../modules/reviews/admin-reviews.routes';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { adminGroup } from './admin-group';

/**
 * The admin area's calls under /api: the public sign-in, then every admin and superadmin
 * endpoint inside the admin group, which checks the bearer token once for all of them.
 */
export function adminRoutes(deps: {
  config: Pick<Config, 'imagesDir' | 'publicUrl'>;
  db: Db;
  services: AppServices;
  log: FastifyBaseLogger;
}): FastifyPluginAsync {
  const { config, db, services } = deps;
  const { auth, limiter, users, audit } = services;
  return async (app) => {
    await app.register(signInRoutes({ auth }));
    await app.register(
      adminGroup({ auth, audit }, async (admin) => {
        await admin.register(tokenRoutes({ auth, users }));
        await admin.register(twoFactorRoutes(services.twoFactor, (me) => auth.refresh(me)));
        await admin.register(auditRoutes(audit));
        await admin.register(dashboardRoutes(new DashboardService(db)));
        await admin.register(
          adminProductsRoutes({
            products: new AdminProductsService(
              db,
              services.images.products,
              deps.log,
              services.backInStock,
              services.images.reviews,
            ),
            limiter,
          }),
        );
        await admin.register(productCsvRoutes(new ProductCsvService(db, services.images.products, deps.log)));
        await admin.register(categoriesRoutes(new CategoriesService(db)));
        await admin.register(
          adminOrdersRoutes(new AdminOrdersService(db, config.publicUrl, services.orderAccess)),
        );
        await admin.register(reconciliationRoutes(db));
        await admin.register(usersRoutes(users));
        await admin.register(inboxRoutes(new InboxService(db)));
        await admin.register(adminPromotionsRoutes(new PromotionsService(db)));
        await admin.register(privacyRoutes(services.privacy));
        await admin.register(adminReviewsRoutes(services.reviews.moderation));
        // The assistant's claims guard: one wording rule for answers and articles.
        await admin.register(
          adminGuideRoutes(new GuideAdminService(db, services.guide, { hasDrugClaim, guardClaims })),
        );
      }),
    );
  };
}
