import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productImages } from '../../db/schema';

/** Every category by its lower-cased name: an import names categories, never ids. */
export async function categoriesByName(db: DbOrTx): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r]));
}

export interface StoredImage {
  productId: number;
  width: number | null;
  height: number | null;
}

/** Every image the store keeps, by file name (each belongs to one product). */
export async function storedImages(db: DbOrTx): Promise<Map<string, StoredImage>> {
  const rows = await db
    .select({
      fileName: productImages.fileName,
      productId: productImages.productId,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages);
  return new Map(rows.map((r) => [r.fileName, r]));
}

/** Puts the product's images in the order given (the first is the main image). */
export async function orderImages(db: DbOrTx, productId: number, fileNames: string[]): Promise<void> {
  if (fileNames.length === 0) return;
  const values = sql.join(
    fileNames.map((name, i) => sql`(${name}::text, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE product_images p SET position = v.pos
      FROM (VALUES ${values}) AS v(name, pos)
     WHERE p.product_id = ${productId} AND p.file_name = v.name`);
}
