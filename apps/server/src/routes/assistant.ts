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
 * both act through one set of store tools. Also the OCR worker's stop (the daily counters' purge
 * is a crontab job: modules/jobs/crontab.ts).
 */
export function assistantRoutes(deps: {
  db: Db;
  config: Pick<Config, 'ai' | 'paymentProvider' | 'publicUrl'>;
  services: Pick<AppServices, 'catalog' | 'orderAccess' | 'limiter' | 'guide'>;
  log: FastifyBaseLogger;
}): FastifyPluginAsync {
  const { db, config, services } = deps;
  return async (app) => {
    const tools = createStoreTools({
      db,
      catalog: services.catalog,
      orderAccess: services.orderAccess,
      guide: services.guide,
      demoPayments: config.paymentProvider === 'demo',
    });
    const assistant = new AssistantService(db, { ai: config.ai, tools }, deps.log);
    app.addHook('onClose', async () => assistant.close());
    await app.register(chatRoutes({ assistant, limiter: services.limiter }));
    await app.register(
      mcpRoutes({ tools: agentTools(tools), limiter: services.limiter, publicUrl: config.publicUrl }),
    );
  };
}
