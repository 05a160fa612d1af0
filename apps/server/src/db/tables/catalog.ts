/** The catalog: categories, products, their images, the search vocabulary and its change signal. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns';

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

/**
 * The product details (additional_fields) that search reads, below the description: what shoppers
 * look for a scent or a colour by ("sandalwood", "vanilla perfume", "matte lipstick").
 */
export const SEARCHED_DETAIL_KEYS = [
  'scent_family',
  'scent',
  'top_notes',
  'heart_notes',
  'base_notes',
  'shade',
  'finish',
] as const;
const SEARCHED_DETAILS = SEARCHED_DETAIL_KEYS.map((key) => `coalesce(additional_fields->>'${key}', '')`).join(
  " || ' ' || ",
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
    // Beauty facts (migration 0005_beauty_catalog): typed by an admin...
    brand: text('brand').notNull().default(''),
    productType: text('product_type'),
    skinTypes: text('skin_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    concerns: text('concerns')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The INCI list in label order. */
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'`),
    keyIngredients: text('key_ingredients')
      .array()
      .notNull()
      .default(sql`'{}'`),
    size: text('size').notNull().default(''),
    howToUse: text('how_to_use').notNull().default(''),
    // ...and derived from the INCI list through the glossary on every write, never typed.
    freeFrom: text('free_from')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Glossary ids of the ingredients, each once. */
    ingredientIds: text('ingredient_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Weighted full-text document: name (A), description (B), and the words shoppers search a
     * scent or a colour by (C: a fragrance's family and notes, a shade, a finish; migration 0014).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', ${sql.raw(SEARCHED_DETAILS)}), 'C')`,
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
    index('products_product_type_idx').on(t.productType),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_skin_types_idx').using('gin', t.skinTypes),
    index('products_concerns_idx').using('gin', t.concerns),
    index('products_free_from_idx').using('gin', t.freeFrom),
    index('products_ingredient_ids_idx').using('gin', t.ingredientIds),
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

/**
 * The catalog's change signal: one row whose version triggers bump on every catalog write, read
 * through SQL by modules/catalog/catalog-cache.ts (migrations 0003 and 0005 hold the triggers).
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The glossary fingerprint the products' derived beauty ids were computed with. */
    beautyGlossary: text('beauty_glossary'),
  },
  (t) => [check('catalog_state_id_check', sql`${t.id} = 1`)],
);
