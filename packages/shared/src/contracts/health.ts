import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });

/** Liveness: the process answers; nothing else is asked (a restart would not fix the database). */
export const liveResponse = z.object({ status: z.literal('ok') });

/**
 * Readiness: whether this instance should get traffic. 200 with this answer, or 503 with the
 * error envelope naming what is not ready: "database unreachable", "migrations pending" (an older
 * build's instance, or none, migrated the database) (docs/product.md#the-api).
 */
export const readyResponse = z.object({
  status: z.literal('ok'),
  checks: z.object({ database: z.literal('ok'), migrations: z.literal('ok') }),
});
