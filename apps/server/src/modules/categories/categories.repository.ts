import { asc, count, eq, sql } from 'drizzle-orm';
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
