import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Inserts the address unless it is already there (case-insensitive unique index); true if new. */
export async function insertSubscriber(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
