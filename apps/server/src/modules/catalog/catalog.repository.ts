import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';

const imagesOf = sql<string[]>`coalesce((
  SELECT array_agg(${productImages.fileName} ORDER BY ${productImages.position}, ${productImages.id})
  FROM ${productImages} WHERE ${productImages.productId} = ${products.id}), '{}')`;

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  stockQuantity: products.stockQuantity,
  weightGrams: products.weightGrams,
  isFeatured: products.isFeatured,
  categoryId: products.categoryId,
  categoryName: categories.name,
  videoLink: products.videoLink,
  additionalFields: products.additionalFields,
  averageRating: products.averageRating,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  images: imagesOf,
  brand: products.brand,
  productType: products.productType,
  skinTypes: products.skinTypes,
  concerns: products.concerns,
  ingredients: products.ingredients,
  keyIngredients: products.keyIngredients,
  freeFrom: products.freeFrom,
  size: products.size,
  howToUse: products.howToUse,
};

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  stockQuantity: number;
  weightGrams: number;
  isFeatured: boolean;
  categoryId: number | null;
  categoryName: string | null;
  videoLink: string | null;
  additionalFields: Record<string, string>;
  averageRating: number | null;
  ratingCount: number;
  createdAt: Date;
  images: string[];
  brand: string;
  productType: string | null;
  skinTypes: string[];
  concerns: string[];
  ingredients: string[];
  keyIngredients: string[];
  freeFrom: string[];
  size: string;
  howToUse: string;
}

function selectProducts(db: DbOrTx, where?: SQL, order: SQL[] = [asc(products.id)], limit?: number) {
  const query = db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...order);
  return (limit ? query.limit(limit) : query) as unknown as Promise<ProductRow[]>;
}

export function listProducts(db: DbOrTx) {
  return selectProducts(db);
}

export function listFeaturedProducts(db: DbOrTx, limit: number) {
  return selectProducts(
    db,
    eq(products.isFeatured, true),
    [desc(products.createdAt), asc(products.id)],
    limit,
  );
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await selectProducts(db, eq(products.id, id));
  return row;
}

export function findProducts(db: DbOrTx, ids: number[]) {
  return selectProducts(db, inArray(products.id, ids));
}

/** What the cache sorts and filters on, for every product (docs/architecture.md#api-contract orders, done in memory). */
export interface CatalogIndexRow {
  id: number;
  priceCents: number;
  /** created_at in microseconds since the epoch: exact, so ties order as in PostgreSQL. */
  createdMicros: string;
  categoryId: number | null;
  isFeatured: boolean;
  ratingCount: number;
  /** Stock when the row was read (the search's in-stock filter overlays the fresher snapshot). */
  stockQuantity: number;
  /** What search understands a product by: its name and its beauty facts. */
  name: string;
  brand: string;
  productType: string | null;
  skinTypes: string[];
  concerns: string[];
  freeFrom: string[];
  ingredientIds: string[];
  keyIngredients: string[];
}

export function listIndexRows(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      createdMicros: sql<string>`(extract(epoch FROM ${products.createdAt}) * 1000000)::bigint::text`,
      categoryId: products.categoryId,
      isFeatured: products.isFeatured,
      ratingCount: products.ratingCount,
      stockQuantity: products.stockQuantity,
      name: products.name,
      brand: products.brand,
      productType: products.productType,
      skinTypes: products.skinTypes,
      concerns: products.concerns,
      freeFrom: products.freeFrom,
      ingredientIds: products.ingredientIds,
      keyIngredients: products.keyIngredients,
    })
    .from(products)
    .orderBy(asc(products.id)) as unknown as Promise<CatalogIndexRow[]>;
}

/** Category ids by lower(name) as PostgreSQL lower-cases it (the search's category filter). */
export function listCategoryKeys(db: DbOrTx) {
  return db
    .select({ id: categories.id, key: sql<string>`lower(${categories.name})` })
    .from(categories) as unknown as Promise<{ id: number; key: string }[]>;
}

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.id));
}

/** Ids and last-change times only: the sitemap lists every product without loading them. */
export function listProductStamps(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      lastModified: sql<Date>`coalesce(${products.updatedAt}, ${products.createdAt})`.mapWith(
        (v: Date | string) => (v instanceof Date ? v : new Date(v)),
      ),
    })
    .from(products)
    .orderBy(asc(products.id));
}
