import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { DerivedBeauty } from './beauty-facts';

/** The glossary fingerprint every product's derived facts were last worked out with. */
export async function readGlossaryFingerprint(db: DbOrTx): Promise<string | null> {
  const { rows } = await db.execute<{ fingerprint: string | null }>(
    sql`SELECT beauty_glossary AS fingerprint FROM catalog_state WHERE id = 1`,
  );
  return rows[0]?.fingerprint ?? null;
}

export async function writeGlossaryFingerprint(db: DbOrTx, fingerprint: string): Promise<void> {
  await db.execute(sql`UPDATE catalog_state SET beauty_glossary = ${fingerprint} WHERE id = 1`);
}

export interface DerivedRow extends DerivedBeauty {
  id: number;
  ingredients: string[];
}

export function listDerivedBeauty(db: DbOrTx): Promise<DerivedRow[]> {
  return db
    .select({
      id: products.id,
      ingredients: products.ingredients,
      freeFrom: products.freeFrom,
      ingredientIds: products.ingredientIds,
    })
    .from(products)
    .orderBy(asc(products.id)) as unknown as Promise<DerivedRow[]>;
}

/** Writes derived facts, one statement for all rows (each array passed as JSON text). */
export async function updateDerivedBeauty(
  db: DbOrTx,
  rows: { id: number; freeFrom: string[]; ingredientIds: string[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE ${products} AS p SET
      free_from = ARRAY(SELECT jsonb_array_elements_text(v.free_from)),
      ingredient_ids = ARRAY(SELECT jsonb_array_elements_text(v.ingredient_ids))
    FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, free_from: r.freeFrom, ingredient_ids: r.ingredientIds })))}::jsonb)
      AS v(id int, free_from jsonb, ingredient_ids jsonb)
    WHERE p.id = v.id`);
}
