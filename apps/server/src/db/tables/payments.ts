/** What the payment reconciler did with a payment (docs/product.md#checkout): its history for the admin. */
import { foreignKey, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PaymentEventKind } from '@seoul-glow/shared';
import { createdAt } from './columns';
import { paymentIntents } from './orders';

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    kind: text('kind').$type<PaymentEventKind>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // Named as PostgreSQL named it in migration 0012 (db/README.md).
    foreignKey({
      name: 'payment_events_payment_intent_id_fkey',
      columns: [t.paymentIntentId],
      foreignColumns: [paymentIntents.id],
    }).onDelete('cascade'),
    index('payment_events_intent_idx').on(t.paymentIntentId, t.createdAt, t.id),
  ],
);
