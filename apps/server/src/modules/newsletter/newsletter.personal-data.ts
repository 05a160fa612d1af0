import { sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';

const ofEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/** The Glow List sign-up (docs/product.md#security): kept while subscribed, deleted on erasure. */
export const newsletterPersonalData: PersonalDataHolder = {
  name: 'newsletter',
  label: 'Newsletter sign-up',
  erasure: 'deleted',
  async export(db, email) {
    const rows = await db.select().from(newsletterSubscribers).where(ofEmail(email));
    return rows.map((s) => ({ email: s.email, subscribedAt: isoOrNull(s.createdAt) }));
  },
  async erase(tx, email) {
    const gone = await tx
      .delete(newsletterSubscribers)
      .where(ofEmail(email))
      .returning({ id: newsletterSubscribers.id });
    return gone.length;
  },
};
