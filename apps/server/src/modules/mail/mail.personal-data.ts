import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';

/** A mail's copy is kept this long after it was sent or logged (docs/product.md#what-the-store-keeps). */
export const MAIL_RETENTION_DAYS = 90;

const toEmail = (email: string) => sql`lower(${mailOutbox.toAddress}) = lower(${email})`;

/**
 * The outbox keeps each mail's text, which repeats the order's name and address
 * (docs/product.md#security): exported as sent, deleted on erasure and after its retention time.
 */
export const mailPersonalData: PersonalDataHolder = {
  name: 'mails',
  label: 'Emails sent',
  erasure: 'deleted',
  async export(db, email) {
    const rows = await db.select().from(mailOutbox).where(toEmail(email)).orderBy(asc(mailOutbox.id));
    return rows.map((m) => ({
      kind: m.kind,
      to: m.toAddress,
      subject: m.subject,
      text: m.textBody,
      status: m.status,
      createdAt: isoOrNull(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
    }));
  },
  async erase(tx, email) {
    const gone = await tx.delete(mailOutbox).where(toEmail(email)).returning({ id: mailOutbox.id });
    return gone.length;
  },
  async purgeExpired(db, now) {
    const before = new Date(now.getTime() - MAIL_RETENTION_DAYS * 86_400_000);
    const gone = await db
      .delete(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['sent', 'logged', 'failed']), lt(mailOutbox.createdAt, before)))
      .returning({ id: mailOutbox.id });
    return gone.length;
  },
};
