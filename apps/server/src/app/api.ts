import type { Config } from '../config';
import type { Db } from '../db/client';
import { adminRoutes } from '../routes/admin';
import { assistantRoutes } from '../routes/assistant';
import { storeRoutes } from '../routes/store';
import type { App } from './server';
import type { AppServices } from './services';

/** Every API call under /api, registered from its endpoint object, in one place per area (routes/). */
export async function registerApi(app: App, config: Config, db: Db, services: AppServices): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(storeRoutes({ config, db, services }));
      await api.register(adminRoutes({ config, db, services, log: app.log }));
      await api.register(assistantRoutes({ db, config, services, log: app.log }));
    },
    { prefix: '/api' },
  );
}
