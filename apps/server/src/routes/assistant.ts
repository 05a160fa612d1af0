import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';
import { assistantRoutes as chatRoutes } from '../modules/assistant/assistant.routes';
import { AssistantService } from '../modules/assistant/assistant.service';
import type { LlmConfig } from '../modules/assistant/llm-provider';

/** The beauty assistant's calls under /api, and the upkeep of its daily counters and OCR worker. */
export function assistantRoutes(deps: {
  db: Db;
  ai: LlmConfig | undefined;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}): FastifyPluginAsync {
  return async (app) => {
    const assistant = new AssistantService(deps.db, { ai: deps.ai }, deps.log);
    // Yesterday's counters are kept (a shopper's evening may be the server's next day); older go.
    const purge = setInterval(() => void assistant.purgeOldUsage().catch(() => undefined), 60 * 60_000);
    purge.unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      await assistant.close();
    });
    await app.register(chatRoutes({ assistant, limiter: deps.limiter }));
  };
}
