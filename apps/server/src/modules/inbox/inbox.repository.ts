import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema';

export async function listMessages(
  db: DbOrTx,
  opts: { page: number; pageSize: number; unreadOnly: boolean },
) {
  const where = opts.unreadOnly ? isNull(contactMessages.readAt) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db
      .select({
        total: opts.unreadOnly
          ? sql<number>`(count(*) FILTER (WHERE ${contactMessages.readAt} IS NULL))::int`
          : count(),
        unread: sql<number>`(count(*) FILTER (WHERE ${contactMessages.readAt} IS NULL))::int`,
      })
      .from(contactMessages),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function setMessageRead(db: DbOrTx, id: number, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

export async function listSubscribers(db: DbOrTx, opts: { page: number; pageSize: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(newsletterSubscribers),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
