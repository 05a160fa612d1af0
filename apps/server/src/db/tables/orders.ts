/** Orders and what they are made of: addresses, payment intents, lines, status history, zones. */
import { sql } from 'drizzle-orm';
import type { PaymentAttention } from '@seoul-glow/shared';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';

export const orderStatus = pgEnum('order_status', [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);

export const paymentStatus = pgEnum('payment_status', [
  'requires_payment_method',
  'succeeded',
  'failed',
  'refunded',
]);

export const shippingAddresses = pgTable('shipping_addresses', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
});

/** A shipping address as an order carries it (checkout, demo orders). */
export type ShippingAddressFields = Omit<typeof shippingAddresses.$inferSelect, 'id' | 'createdAt'>;

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatus('status').notNull().default('requires_payment_method'),
    email: text('email').notNull(),
    country: text('country').notNull(),
    /** The priced cart the intent was created for: [{productId, quantity, unitPriceCents}]. */
    items: jsonb('items')
      .$type<{ productId: number; quantity: number; unitPriceCents: number }[]>()
      .notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The promo code the amount was priced with, and what it took off the subtotal. */
    promoCode: text('promo_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The free sample asked for: a sample's id, or surprise (the shop picks). */
    sampleId: integer('sample_id'),
    sampleSurprise: boolean('sample_surprise').notNull().default(false),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Recorded with the intent so the reconciler can place the order if the shopper's place call never comes. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressFields>(),
    /** The storefront origin the checkout ran on: the links of the order's mails. */
    origin: text('origin'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    attention: text('attention').$type<PaymentAttention>(),
    attentionNote: text('attention_note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_intents_secret_idx').on(t.clientSecret),
    index('payment_intents_unsettled_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'succeeded' AND ${t.settledAt} IS NULL`),
    index('payment_intents_unconfirmed_idx')
      .on(t.createdAt)
      .where(
        sql`${t.status} IN ('requires_payment_method', 'failed') AND ${t.provider} <> 'demo' AND ${t.settledAt} IS NULL`,
      ),
    // DESC is NULLS FIRST in PostgreSQL (migration 0012); drizzle's desc() alone means NULLS LAST.
    index('payment_intents_attention_idx')
      .on(t.paidAt.desc().nullsFirst(), t.id)
      .where(sql`${t.attention} IS NOT NULL`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The unguessable public id (docs/product.md#what-the-store-keeps): `SG-` + 10 base32 characters. */
    publicId: text('public_id').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    shippingAddressId: integer('shipping_address_id')
      .notNull()
      .references(() => shippingAddresses.id),
    paymentIntentId: text('payment_intent_id').references(() => paymentIntents.id),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method').notNull().default('Credit Card'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    trackingNumber: text('tracking_number'),
    /** Who carries the parcel: a known carrier's id (carriers.ts) or the name an admin typed. */
    carrier: text('carrier'),
    /** Set when a cancellation returned the stock, so it is returned once only. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    /** The promo code used (kept as text: the promotion may be deleted later) and its discount. */
    promoCode: text('promo_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The free sample packed with the order, its name as it was, and whether the shop picked it. */
    sampleId: integer('sample_id'),
    sampleName: text('sample_name'),
    sampleSurprise: boolean('sample_surprise').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_public_id_idx').on(t.publicId),
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    // The admin search (id, name or email, case-insensitive substring) as one trigram-indexed text;
    // chr(31) keeps a match from spanning two fields. Must match ORDER_SEARCH_TEXT in admin-orders.
    // fastupdate off: new orders go straight into the index, never into a pending list that the
    // planner would price as a reason to read every order instead.
    index('orders_search_trgm_idx')
      .using(
        'gin',
        sql`lower(${t.publicId} || chr(31) || ${t.fullName} || chr(31) || ${t.email}) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    // The admin status filter, newest first, without scanning the other statuses.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    imageFile: text('image_file'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Country → flat fee up to a base weight, then a per-kg fee (docs/product.md#shipping). */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    flatFeeCents: integer('flat_fee_cents').notNull(),
    baseWeightGrams: integer('base_weight_grams').notNull().default(1000),
    perKgFeeCents: integer('per_kg_fee_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shipping_zones_country_idx').on(t.country)],
);
