import { STORE_NAME } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { enqueueMail } from '../mail/outbox';
import { insertSubscriber } from './newsletter.repository';

/** Newsletter sign-ups (docs/architecture.md#api-contract): idempotent, one welcome mail per address. */
export class NewsletterService {
  constructor(private readonly db: Db) {}

  async subscribe(email: string): Promise<{ alreadySubscribed: boolean }> {
    return this.db.transaction(async (tx) => {
      const created = await insertSubscriber(tx, email);
      if (created) {
        await enqueueMail(tx, {
          kind: 'newsletter-welcome',
          to: email,
          subject: `Welcome to the ${STORE_NAME} Glow List`,
          text: `Thanks for joining the ${STORE_NAME} Glow List! Expect new arrivals, K-beauty tips and members-only offers.\n\nEnjoy Free Shipping on orders over $50 and a Free Sample with every order.`,
        });
      }
      return { alreadySubscribed: !created };
    });
  }
}
