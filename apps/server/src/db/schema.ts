/**
 * The whole data model: every entity of SPEC §3 plus DESIGN §5. Money is integer cents,
 * weight integer grams; the API converts at its edge.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const orderStatus = pgEnum('order_status', [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);
export const adminRole = pgEnum('admin_role', ['admin', 'superadmin']);
export const adminStatus = pgEnum('admin_status', ['active', 'inactive']);
export const paymentStatus = pgEnum('payment_status', [
  'requires_payment_method',
  'succeeded',
  'failed',
  'refunded',
]);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    videoLink: text('video_link'),
    additionalFields: jsonb('additional_fields').$type<Record<string, string>>().notNull().default({}),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Weighted full-text document: name (A), category-independent description (B). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
    check('products_weight_nonnegative', sql`${t.weightGrams} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_featured_idx').on(t.isFeatured),
    index('products_created_idx').on(t.createdAt),
    index('products_price_idx').on(t.priceCents),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    uniqueIndex('product_images_file_idx').on(t.fileName),
  ],
);

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
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_intents_secret_idx').on(t.clientSecret)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The unguessable public id (DESIGN §5): `SG-` + 10 base32 characters. */
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
    /** Set when a cancellation returned the stock, so it is returned once only. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
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

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: adminRole('role').notNull().default('admin'),
    status: adminStatus('status').notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_users_email_idx').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`)],
);

/** DESIGN §7: country → flat fee up to a base weight, then a per-kg fee. */
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

/** Server-side daily chat counter (DESIGN §8), keyed by client id or IP. */
export const chatUsage = pgTable(
  'chat_usage',
  {
    clientKey: text('client_key').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientKey, t.day] })],
);

/** Rate-limit windows shared by every instance (scale-out keeps counters out of process memory). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Secrets the application generates for itself (e.g. the JWT signing key when JWT_SECRET is unset):
 * created once with INSERT … ON CONFLICT DO NOTHING, so every instance sharing the database uses the
 * same value.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * The catalog's vocabulary for typo tolerance (pg_trgm's "text search integration"): every word
 * of a product's name and description that full-text search indexes, with how many products use
 * it. Kept by triggers on `products` (migration 0004_search_terms); search looks a misspelt word
 * up here (trigram similarity, edit distance) and searches for the catalog words closest to it.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
    index('search_terms_initial_idx').on(sql`left(${t.term}, 1)`, sql`length(${t.term})`),
  ],
);
