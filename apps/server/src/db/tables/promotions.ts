/** Promo codes, the orders that used them, and the free samples given with orders (docs/product.md#checkout). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionKind } from '@seoul-glow/shared';
import { products } from './catalog';
import { createdAt } from './columns';
import { orders } from './orders';

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; shoppers' codes are upper-cased before they are looked up. */
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** percent: whole percent (1-100); fixed: cents off; free-shipping: 0. */
    value: integer('value').notNull().default(0),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    /** Uses taken by placed orders: raised in the order's own statement, never above max_uses. */
    usesCount: integer('uses_count').notNull().default(0),
    oncePerEmail: boolean('once_per_email').notNull().default(false),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** The one code the store's header promo names. */
    showInHeader: boolean('show_in_header').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Empty: every product. Otherwise the code takes off only lines in these categories or products. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    uniqueIndex('promotions_header_idx')
      .on(t.showInHeader)
      .where(sql`${t.showInHeader}`),
    check('promotions_kind_known', sql`${t.kind} IN ('percent', 'fixed', 'free-shipping')`),
    check('promotions_value_nonnegative', sql`${t.value} >= 0`),
    check('promotions_min_nonnegative', sql`${t.minSubtotalCents} >= 0`),
    check('promotions_max_uses_positive', sql`${t.maxUses} IS NULL OR ${t.maxUses} > 0`),
    check('promotions_uses_nonnegative', sql`${t.usesCount} >= 0`),
  ],
);

/** One row per order placed with a code; `exclusive` rows allow one order per code and email. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull(),
    orderId: integer('order_id').notNull(),
    /** The lower-cased email of the payment. */
    emailKey: text('email_key').notNull(),
    exclusive: boolean('exclusive').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Named as PostgreSQL named them in migration 0007 (db/README.md).
    foreignKey({
      name: 'promotion_redemptions_promotion_id_fkey',
      columns: [t.promotionId],
      foreignColumns: [promotions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'promotion_redemptions_order_id_fkey',
      columns: [t.orderId],
      foreignColumns: [orders.id],
    }).onDelete('cascade'),
    uniqueIndex('promotion_redemptions_exclusive_idx')
      .on(t.promotionId, t.emailKey)
      .where(sql`${t.exclusive}`),
    uniqueIndex('promotion_redemptions_order_idx').on(t.orderId),
    index('promotion_redemptions_promotion_idx').on(t.promotionId),
  ],
);

/** Free samples: minis the shop gives away with orders, never sold on their own. */
export const samples = pgTable(
  'samples',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    productId: integer('product_id'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('samples_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
    foreignKey({
      name: 'samples_product_id_fkey',
      columns: [t.productId],
      foreignColumns: [products.id],
    }).onDelete('set null'),
  ],
);
