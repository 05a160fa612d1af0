import { CONTACT_SUBJECT_LABELS, SUPPORT_EMAIL, contactRequestSchema } from '@seoul-glow/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { enqueueMail } from '../mail/outbox';
import { insertContactMessage } from './contact.repository';

type ContactInput = z.output<typeof contactRequestSchema>;

/** Contact messages are stored for staff (docs/product.md#where-we-differ-from-the-first-specification) and announced to the support inbox. */
export class ContactService {
  constructor(private readonly db: Db) {}

  async submit(input: ContactInput): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const row = await insertContactMessage(tx, input);
      const subject = CONTACT_SUBJECT_LABELS[input.subject];
      await enqueueMail(tx, {
        kind: 'contact-message',
        to: SUPPORT_EMAIL,
        subject: `[Contact] ${subject} from ${input.name}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Subject: ${subject}`,
          input.orderNumber ? `Order number: ${input.orderNumber}` : null,
          '',
          input.message,
        ]
          .filter((line) => line !== null)
          .join('\n'),
      });
      return { id: row.id };
    });
  }
}
