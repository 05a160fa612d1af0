import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { centsToDollars } from '@seoul-glow/shared';
import { orders, promotionRedemptions, promotions } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';

const ofEmail = (email: string) => sql`${promotionRedemptions.emailKey} = lower(${email})`;

/**
 * Promo codes used (docs/product.md#security): each redemption keeps the payment's email, so a
 * once-per-email code is used once. Kept for the books with the discount; erasure replaces the
 * email by a one-way hash, unique per address as the once-per-email index needs.
 */
export const promotionsPersonalData: PersonalDataHolder = {
  name: 'promoCodes',
  label: 'Promo codes used',
  erasure: 'anonymised',
  async export(db, email) {
    const rows = await db
      .select({
        code: promotions.code,
        orderId: orders.publicId,
        discountCents: promotionRedemptions.discountCents,
        usedAt: promotionRedemptions.createdAt,
      })
      .from(promotionRedemptions)
      .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
      .innerJoin(orders, eq(orders.id, promotionRedemptions.orderId))
      .where(ofEmail(email))
      .orderBy(asc(promotionRedemptions.createdAt));
    return rows.map((r) => ({
      code: r.code,
      orderId: r.orderId,
      discount: centsToDollars(r.discountCents),
      usedAt: isoOrNull(r.usedAt),
    }));
  },
  async erase(tx, email) {
    const erased = `erased:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
    const changed = await tx
      .update(promotionRedemptions)
      .set({ emailKey: erased })
      .where(ofEmail(email))
      .returning({ id: promotionRedemptions.id });
    return changed.length;
  },
};
