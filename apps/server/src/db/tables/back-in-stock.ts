/** Back-in-stock requests (docs/product.md#what-the-store-keeps): one mail per request when stock returns. */
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';

export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** Lower-cased, so an address waits once per product whatever its case. */
    email: text('email').notNull(),
    /** The storefront the request came from, for the mail's link (PUBLIC_URL wins when set). */
    origin: text('origin'),
    createdAt: createdAt(),
    /** Set when its mail was written: the request is closed. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // Named as PostgreSQL named it in migration 0013 (db/README.md).
    foreignKey({
      name: 'back_in_stock_requests_product_id_fkey',
      columns: [t.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
    uniqueIndex('back_in_stock_open_idx')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('back_in_stock_email_idx').on(t.email),
  ],
);
