import type { Db } from '../../db/client';
import { deriveBeauty, GLOSSARY_FINGERPRINT } from './beauty-facts';
import { catalogChanged } from './catalog-cache';
import {
  listDerivedBeauty,
  lockBeautyRefresh,
  readGlossaryFingerprint,
  updateDerivedBeauty,
  writeGlossaryFingerprint,
} from './beauty.repository';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Works every product's free-from claims and glossary ids out again when the glossary or the
 * free-from rules changed since they were last derived (or were never derived: rows written by
 * SQL, as the benchmark's seed does). One instance does it, under a transaction-level advisory
 * lock; the others wait and find it done. Rows whose facts are unchanged are not written, so an
 * unchanged catalog is not invalidated. Returns how many products changed.
 */
export async function refreshDerivedBeauty(db: Db): Promise<number> {
  if ((await readGlossaryFingerprint(db)) === GLOSSARY_FINGERPRINT) return 0;
  const changed = await db.transaction(async (tx) => {
    await lockBeautyRefresh(tx);
    if ((await readGlossaryFingerprint(tx)) === GLOSSARY_FINGERPRINT) return 0;
    const stale = [];
    for (const row of await listDerivedBeauty(tx)) {
      const derived = deriveBeauty(row.ingredients);
      if (!sameList(derived.freeFrom, row.freeFrom) || !sameList(derived.ingredientIds, row.ingredientIds))
        stale.push({ id: row.id, ...derived });
    }
    await updateDerivedBeauty(tx, stale);
    await writeGlossaryFingerprint(tx, GLOSSARY_FINGERPRINT);
    return stale.length;
  });
  // This process's caches see the new facts at once; others hear of them through NOTIFY.
  if (changed > 0) catalogChanged(db);
  return changed;
}
