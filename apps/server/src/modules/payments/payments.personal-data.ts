import { asc, sql } from 'drizzle-orm';
import { centsToDollars } from '@seoul-glow/shared';
import { paymentIntents } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';

/** An abandoned checkout's email is dropped after this (docs/product.md#what-the-store-keeps). */
export const ABANDONED_PAYMENT_RETENTION_DAYS = 90;
const ERASED_EMAIL = 'erased@erased.invalid';

const ofEmail = (email: string) => sql`lower(${paymentIntents.email}) = lower(${email})`;
/**
 * The address recorded with the intent holds its own name and email, which may be another
 * person's than the intent's (a checkout that changed its email before placing): theirs too.
 */
const ofAddressEmail = (email: string) =>
  sql`lower(${paymentIntents.shippingAddress}->>'email') = lower(${email})`;
const ofEither = (email: string) => sql`(${ofEmail(email)} OR ${ofAddressEmail(email)})`;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Payments started at checkout (docs/product.md#security): the email, the address the checkout
 * recorded for a late placement, and the card's brand and last 4 only, never its number. Kept
 * for the books; erasure replaces the email and drops the address (the order keeps its own),
 * found by the intent's email or the address's.
 */
export const paymentsPersonalData: PersonalDataHolder = {
  name: 'payments',
  label: 'Payments',
  erasure: 'anonymised',
  async export(db, email) {
    const rows = await db
      .select()
      .from(paymentIntents)
      .where(ofEither(email))
      .orderBy(asc(paymentIntents.createdAt));
    return rows.map((p) => ({
      paymentId: p.id,
      // Found by the address only: the intent's email is someone else's and stays out.
      email: sameEmail(p.email, email) ? p.email : null,
      country: p.country,
      amount: centsToDollars(p.amountCents),
      status: p.status,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      shippingAddress: p.shippingAddress,
      startedAt: isoOrNull(p.createdAt),
      refundedAt: isoOrNull(p.refundedAt),
    }));
  },
  async erase(tx, email) {
    // The address goes either way (it names the person); the intent's email only when it is theirs.
    const changed = await tx
      .update(paymentIntents)
      .set({
        email: sql`CASE WHEN ${ofEmail(email)} THEN ${ERASED_EMAIL} ELSE ${paymentIntents.email} END`,
        shippingAddress: null,
      })
      .where(ofEither(email))
      .returning({ id: paymentIntents.id });
    return changed.length;
  },
  async purgeExpired(db, now) {
    const before = new Date(now.getTime() - ABANDONED_PAYMENT_RETENTION_DAYS * 86_400_000);
    const changed = await db.execute(sql`
      UPDATE payment_intents p SET email = ${ERASED_EMAIL}, shipping_address = NULL
       WHERE p.created_at < ${before} AND p.email <> ${ERASED_EMAIL}
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = p.id)`);
    return changed.rowCount ?? 0;
  },
};
