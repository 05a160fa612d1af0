import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppServices } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { assistantRoutes as chatRoutes } from '../modules/assistant/assistant.routes';
import { AssistantService } from '../modules/assistant/assistant.service';
import { mcpRoutes } from '../modules/mcp/mcp.routes';
import { agentTools, createStoreTools } from '../modules/store-tools/store-tools';

/**
 * The beauty assistant's calls under /api and the storefront MCP endpoint for outside agents:
 * both act through one set of store tools. Also the upkeep of the daily counters and OCR worker.
 */
export function assistantRoutes(deps: {
  db: Db;
  config: Pick<Config, 'ai' | 'paymentProvider' | 'publicUrl'>;
  services: Pick<AppServices, 'catalog' | 'orderAccess' | 'limiter'>;
  log: FastifyBaseLogger;
}): FastifyPluginAsync {
  const { db, config, services } = deps;
  return async (app) => {
    const tools = createStoreTools({
      db,
      catalog: services.catalog,
      orderAccess: services.orderAccess,
      demoPayments: config.paymentProvider === 'demo',
    });
    const assistant = new AssistantService(db, { ai: config.ai, tools }, deps.log);
    // Yesterday's counters are kept (a shopper's evening may be the server's next day); older go.
    const purge = setInterval(() => void assistant.purgeOldUsage().catch(() => undefined), 60 * 60_000);
    purge.unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      await assistant.close();
    });
    await app.register(chatRoutes({ assistant, limiter: services.limiter }));
    await app.register(
      mcpRoutes({ tools: agentTools(tools), limiter: services.limiter, publicUrl: config.publicUrl }),
    );
  };
}
