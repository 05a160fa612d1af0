import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/**
 * The mail module owns the `mail_outbox` row: callers write it inside their own transaction (or
 * statement), so a mail exists exactly when the change it reports was committed; the dispatcher
 * (mail.service.ts) sends or logs it afterwards.
 */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
}

/** The outbox row of a mail in a hot-path statement: its fields as placeholders. */
export type OutboxPlaceholders = Record<'kind' | 'to' | 'subject' | 'text' | 'html', Placeholder>;

/**
 * The outbox insert as a data-modifying CTE body, for a statement that writes the change and its
 * mail in one round trip: one row for each row of `source` (a CTE name), none when it is empty.
 */
export function outboxInsertSql(mail: OutboxPlaceholders, source: SQL): SQL {
  return sql`INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body)
      SELECT ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}
        FROM ${source}`;
}
