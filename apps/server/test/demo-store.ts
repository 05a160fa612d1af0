import { seedDemoData } from '../src/db/seed/seed';
import { GUIDE_ARTICLES } from '../src/db/seed/guide';
import { seedGuideArticles } from '../src/db/seed/seed-guide';
import { createStoreTools, type StoreTools } from '../src/modules/store-tools/store-tools';
import type { ToolContext } from '../src/modules/store-tools/tool';
import { createTestApp, type TestApp } from './app';

export interface DemoStore {
  t: TestApp;
  tools: StoreTools;
  ctx: ToolContext;
  close(): Promise<void>;
}

/**
 * The app on a fresh database holding the demo catalog, its orders and the Skincare Guide, with the store's tools
 * built on its services: what the assistant and the MCP endpoint act on in production.
 */
export async function createDemoStore(options: { env?: Record<string, string> } = {}): Promise<DemoStore> {
  const t = await createTestApp(options);
  await seedDemoData(t.database.db, { imagesDir: t.config.imagesDir });
  // The team's Skincare Guide, as every start of the server inserts it (main.ts).
  await seedGuideArticles(t.database.db, GUIDE_ARTICLES);
  t.app.services.guide.changed();
  const tools = createStoreTools({
    db: t.database.db,
    catalog: t.app.services.catalog,
    orderAccess: t.app.services.orderAccess,
    guide: t.app.services.guide,
    demoPayments: true,
  });
  return { t, tools, ctx: { origin: 'https://shop.example', ip: '10.9.0.1' }, close: () => t.close() };
}
