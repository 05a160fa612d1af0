/**
 * Reviews and their helpful votes (docs/product.md#what-the-store-keeps, migration 0008_reviews).
 * A product's `average_rating` and `rating_count` are kept from its published reviews by the
 * reviews module, in the transaction that changes them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';
import { orders } from './orders';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** The order that proved the purchase; null for the demo seed's reviews. */
    orderId: integer('order_id'),
    verified: boolean('verified').notNull(),
    /** First name and initial ("Min-ji K."), taken from the order when it was written. */
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    skinType: text('skin_type'),
    concerns: text('concerns')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ageRange: text('age_range'),
    recommends: boolean('recommends').notNull(),
    /** Stored image files, as product images are (lib/image-store.ts). */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').$type<'pending' | 'published' | 'hidden'>().notNull(),
    /** What held it for an admin: link, email, phone. */
    heldFor: text('held_for')
      .array()
      .notNull()
      .default(sql`'{}'`),
    moderationNote: text('moderation_note'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    /** Live count of helpful votes; changing it alone never touches the store's pages... */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** ...until a coalesced sync copies it here, which the catalog trigger sees (see the migration). */
    helpfulSynced: integer('helpful_synced').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    // Named as PostgreSQL named them in migration 0008 (db/README.md).
    foreignKey({
      name: 'reviews_product_id_fkey',
      columns: [t.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'reviews_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete(
      'set null',
    ),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${t.status} IN ('pending', 'published', 'hidden')`),
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id').notNull(),
    /** SHA-256 of the browser's random shopper id: one vote per shopper and review. */
    voter: text('voter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.voter] }),
    foreignKey({
      name: 'review_votes_review_id_fkey',
      columns: [t.reviewId],
      foreignColumns: [reviews.id],
    }).onDelete('cascade'),
  ],
);
