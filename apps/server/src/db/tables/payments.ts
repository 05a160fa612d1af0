/** What the payment reconciler did with a payment (docs/product.md#checkout): its history for the admin. */
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PaymentEventKind } from '@seoul-glow/shared';
import { createdAt } from './columns';
import { paymentIntents } from './orders';

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentEventKind>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_intent_idx').on(t.paymentIntentId, t.createdAt, t.id)],
);
