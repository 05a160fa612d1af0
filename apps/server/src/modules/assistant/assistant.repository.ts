import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatUsage } from '../../db/schema';

/** A daily counter: a key (`client:<id>` or `ip:<address>`) and how many messages it may count. */
export interface UsageCounter {
  key: string;
  limit: number;
}

/** Today's counted messages of each key, without counting one (0 for a key not seen today). */
export async function readUsage(db: DbOrTx, keys: string[], day: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: chatUsage.clientKey, count: chatUsage.count })
    .from(chatUsage)
    .where(sql`${chatUsage.clientKey} IN ${keys} AND ${chatUsage.day} = ${day}`);
  return new Map(keys.map((k) => [k, rows.find((r) => r.key === k)?.count ?? 0]));
}

/**
 * Counts one message on every counter in one transaction, but only when none of them has reached
 * its own limit: returns each key's new count, or the first counter that refused.
 */
export async function takeUsage(
  db: DbOrTx,
  counters: UsageCounter[],
  day: string,
): Promise<{ counts: Map<string, number> } | { refusedBy: UsageCounter }> {
  const keys = counters.map((c) => c.key);
  return db.transaction(async (tx) => {
    // Lock the rows (creating missing ones) so concurrent messages of one client are serialised.
    for (const key of [...keys].sort()) {
      await tx.execute(sql`
        INSERT INTO ${chatUsage} (client_key, day, count) VALUES (${key}, ${day}, 0)
        ON CONFLICT (client_key, day) DO NOTHING`);
    }
    const rows = await tx.execute<{ client_key: string; count: number }>(sql`
      SELECT client_key, count FROM ${chatUsage}
      WHERE client_key IN ${keys} AND day = ${day} ORDER BY client_key FOR UPDATE`);
    const used = new Map(rows.rows.map((r) => [r.client_key, Number(r.count)]));
    const refusedBy = counters.find((c) => (used.get(c.key) ?? 0) >= c.limit);
    if (refusedBy) {
      // A refused message leaves nothing behind: not even the zero-count rows made above (else a
      // flood with fresh client ids would add one row per refusal).
      await tx.execute(sql`
        DELETE FROM ${chatUsage} WHERE client_key IN ${keys} AND day = ${day} AND count = 0`);
      return { refusedBy };
    }
    const updated = await tx.execute<{ client_key: string; count: number }>(sql`
      UPDATE ${chatUsage} SET count = count + 1
      WHERE client_key IN ${keys} AND day = ${day} RETURNING client_key, count`);
    return { counts: new Map(updated.rows.map((r) => [r.client_key, Number(r.count)])) };
  });
}

/**
 * The counters of days before yesterday go (a crontab job): yesterday's are kept, as a shopper's
 * evening may be the server's next day.
 */
export async function purgeOldUsage(db: DbOrTx, now = new Date()): Promise<void> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  await db.delete(chatUsage).where(sql`${chatUsage.day} < ${yesterday}`);
}
