import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { backInStockRequests } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';

const ofEmail = (email: string) => sql`${backInStockRequests.email} = lower(${email})`;
const DAY = 24 * 60 * 60_000;

/**
 * Back-in-stock requests (docs/product.md#what-the-store-keeps): an answered one is kept 90 days,
 * one still waiting a year (a product that never returns does not keep an address for good).
 */
export const backInStockPersonalData: PersonalDataHolder = {
  name: 'backInStock',
  label: 'Back-in-stock requests',
  erasure: 'deleted',
  async export(db, email) {
    const rows = await db.select().from(backInStockRequests).where(ofEmail(email));
    return rows.map((r) => ({
      productId: r.productId,
      email: r.email,
      requestedAt: isoOrNull(r.createdAt),
      notifiedAt: isoOrNull(r.notifiedAt),
    }));
  },
  async erase(tx, email) {
    const gone = await tx
      .delete(backInStockRequests)
      .where(ofEmail(email))
      .returning({ id: backInStockRequests.id });
    return gone.length;
  },
  async purgeExpired(db, now) {
    const gone = await db
      .delete(backInStockRequests)
      .where(
        or(
          and(
            isNotNull(backInStockRequests.notifiedAt),
            lt(backInStockRequests.notifiedAt, new Date(now.getTime() - 90 * DAY)),
          ),
          and(
            isNull(backInStockRequests.notifiedAt),
            lt(backInStockRequests.createdAt, new Date(now.getTime() - 365 * DAY)),
          ),
        ),
      )
      .returning({ id: backInStockRequests.id });
    return gone.length;
  },
};
