import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';

export function listCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.name));
}

export async function insertCategory(db: DbOrTx, values: { name: string; description: string | null }) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: { name: string; description?: string | null },
) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

/** Its products keep existing, uncategorized (the foreign key is ON DELETE SET NULL). */
export async function deleteCategory(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

export async function countProductsIn(db: DbOrTx, id: number) {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return row?.n ?? 0;
}

/** Locks the category for its deletion; its name, or undefined when it does not exist. */
export async function lockCategory(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  return row?.name;
}

/** The product types the category's products have (each once). */
export async function productTypesIn(db: DbOrTx, id: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: products.productType })
    .from(products)
    .where(and(eq(products.categoryId, id), isNotNull(products.productType)));
  return rows.map((r) => r.type!);
}

/** Moves every product of one category to another; returns how many moved. */
export async function moveProducts(db: DbOrTx, from: number, to: number): Promise<number> {
  const rows = await db
    .update(products)
    .set({ categoryId: to, updatedAt: sql`now()` })
    .where(eq(products.categoryId, from))
    .returning({ id: products.id });
  return rows.length;
}
