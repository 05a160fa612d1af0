import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { adminOrdersRoutes } from '../admin-orders/admin-orders.routes';
import { AdminOrdersService } from '../admin-orders/admin-orders.service';
import { adminProductsRoutes } from '../admin-products/admin-products.routes';
import { AdminProductsService } from '../admin-products/admin-products.service';
import type { AuthService } from '../auth/auth.service';
import { categoriesRoutes } from '../categories/categories.routes';
import { CategoriesService } from '../categories/categories.service';
import { inboxRoutes } from '../inbox/inbox.routes';
import { InboxService } from '../inbox/inbox.service';
import { usersRoutes } from '../users/users.routes';
import type { UsersService } from '../users/users.service';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

/** Every admin-area call of SPEC §7 (and the paging/inbox calls of DESIGN §4/§10), each behind requireAdmin. */
export function adminAreaRoutes(deps: {
  db: Db;
  auth: AuthService;
  users: UsersService;
  limiter: RateLimiter;
  config: Pick<Config, 'imagesDir' | 'publicUrl'>;
  log: FastifyBaseLogger;
}): FastifyPluginAsyncZod {
  const { db, auth } = deps;
  return async (app) => {
    await app.register(dashboardRoutes({ auth, dashboard: new DashboardService(db) }));
    await app.register(
      adminProductsRoutes({
        auth,
        products: new AdminProductsService(db, deps.config.imagesDir, deps.log),
        limiter: deps.limiter,
      }),
    );
    await app.register(categoriesRoutes({ auth, categories: new CategoriesService(db) }));
    await app.register(
      adminOrdersRoutes({ auth, orders: new AdminOrdersService(db, deps.config.publicUrl) }),
    );
    await app.register(usersRoutes({ auth, users: deps.users }));
    await app.register(inboxRoutes({ auth, inbox: new InboxService(db) }));
  };
}
