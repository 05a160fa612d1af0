import { asc, lt, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';

/** Contact messages are answered long before this; docs/product.md#what-the-store-keeps. */
export const CONTACT_RETENTION_DAYS = 730;

const ofEmail = (email: string) => sql`lower(${contactMessages.email}) = lower(${email})`;

/** What shoppers wrote to support (docs/product.md#security): deleted on erasure. */
export const contactPersonalData: PersonalDataHolder = {
  name: 'contactMessages',
  label: 'Contact messages',
  erasure: 'deleted',
  async export(db, email) {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(ofEmail(email))
      .orderBy(asc(contactMessages.createdAt));
    return rows.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      orderNumber: m.orderNumber,
      sentAt: isoOrNull(m.createdAt),
      readAt: isoOrNull(m.readAt),
    }));
  },
  async erase(tx, email) {
    const gone = await tx.delete(contactMessages).where(ofEmail(email)).returning({ id: contactMessages.id });
    return gone.length;
  },
  async purgeExpired(db, now) {
    const before = new Date(now.getTime() - CONTACT_RETENTION_DAYS * 86_400_000);
    const gone = await db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, before))
      .returning({ id: contactMessages.id });
    return gone.length;
  },
};
