import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productImages, products, reviews } from '../../db/schema';
import type { BeautyColumns } from '../catalog/beauty-facts';
import { productColumns, type ProductRow } from '../catalog/catalog.repository';

export interface ProductWrite extends BeautyColumns {
  name: string;
  description: string;
  priceCents: number;
  stockQuantity: number;
  weightGrams: number;
  isFeatured: boolean;
  categoryId: number;
  videoLink: string | null;
  additionalFields: Record<string, string>;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Admin search: name or description contains the text (docs/product.md#screens-and-routes), optional category, newest first. */
export async function listProductsPage(
  db: DbOrTx,
  filter: {
    q?: string;
    categoryId?: number | 'none';
    productType?: string;
    missingBeauty?: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${products.name}) LIKE ${like} OR lower(${products.description}) LIKE ${like})`,
    );
  }
  if (filter.categoryId === 'none') conditions.push(isNull(products.categoryId));
  else if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.productType === 'none') conditions.push(isNull(products.productType));
  else if (filter.productType) conditions.push(eq(products.productType, filter.productType));
  // The facts missingBeautyFields asks for (docs/product.md#screens-and-routes: the badge).
  if (filter.missingBeauty)
    conditions.push(sql`(${products.brand} = '' OR ${products.productType} IS NULL
      OR cardinality(${products.ingredients}) = 0 OR ${products.size} = '' OR ${products.howToUse} = '')`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize) as unknown as Promise<ProductRow[]>,
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function insertProduct(db: DbOrTx, values: ProductWrite): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: DbOrTx, id: number, values: ProductWrite): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function lockProduct(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return row;
}

export function listImages(db: DbOrTx, productId: number) {
  return db
    .select({ id: productImages.id, fileName: productImages.fileName, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function removeImages(db: DbOrTx, productId: number, fileNames: string[]) {
  if (fileNames.length === 0) return;
  await db
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.fileName, fileNames)));
}

export async function addImages(
  db: DbOrTx,
  productId: number,
  images: { fileName: string; width: number; height: number }[],
  startPosition: number,
) {
  if (images.length === 0) return;
  await db.insert(productImages).values(
    images.map((img, i) => ({
      productId,
      fileName: img.fileName,
      width: img.width,
      height: img.height,
      position: startPosition + i,
    })),
  );
}

/**
 * Deletes the product with its reviews; order lines keep their snapshot (product_id becomes null).
 * Answers the files to remove: its images, and its reviews' photos that no other review shows
 * (null when there was no such product).
 */
export async function deleteProduct(
  db: DbOrTx,
  id: number,
): Promise<{ images: string[]; reviewPhotos: string[] } | null> {
  return db.transaction(async (tx) => {
    const images = await listImages(tx, id);
    const gone = await tx
      .delete(reviews)
      .where(eq(reviews.productId, id))
      .returning({ photos: reviews.photos });
    const rows = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!rows.length) return null;
    const photos = [...new Set(gone.flatMap((r) => r.photos))];
    const shown = photos.length
      ? await tx
          .select({ name: sql<string>`unnest(${reviews.photos})` })
          .from(reviews)
          .where(sql`${reviews.photos} && ${sql.param(photos)}::text[]`)
      : [];
    const stillShown = new Set(shown.map((r) => r.name));
    return {
      images: images.map((i) => i.fileName),
      reviewPhotos: photos.filter((name) => !stillShown.has(name)),
    };
  });
}

/** The category's name, or undefined when it does not exist. */
export async function findCategoryName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name;
}
