import type { Db } from '../../db/client';
import { deriveBeauty, GLOSSARY_FINGERPRINT, type DeriveMemo } from './beauty-facts';
import { catalogChanged } from './catalog-cache';
import {
  listDerivedBeauty,
  readGlossaryFingerprint,
  updateDerivedBeauty,
  writeGlossaryFingerprint,
} from './beauty.repository';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Rows per UPDATE: every changed row bumps catalog_state in its transaction (the catalog's change
 * trigger), and PostgreSQL walks all earlier versions of that row on each bump, so one statement
 * over 10,000 rows took seconds where batches of this size take a fraction.
 */
const BATCH = 200;

/**
 * Works every product's free-from claims and glossary ids out again when the glossary or the
 * free-from rules changed since they were last derived (or were never derived: rows written by
 * SQL, as the benchmark's seed does). Rows whose facts are unchanged are not written, so an
 * unchanged catalog is not invalidated; the fingerprint is written last, so a refresh cut short
 * is finished by the next one. Instances starting together may both do it: it is idempotent.
 * Returns how many products changed.
 */
export async function refreshDerivedBeauty(db: Db): Promise<number> {
  if ((await readGlossaryFingerprint(db)) === GLOSSARY_FINGERPRINT) return 0;
  const stale = [];
  const memo: DeriveMemo = new Map();
  for (const row of await listDerivedBeauty(db)) {
    const derived = deriveBeauty(row.ingredients, memo);
    if (!sameList(derived.freeFrom, row.freeFrom) || !sameList(derived.ingredientIds, row.ingredientIds))
      stale.push({ id: row.id, ...derived });
  }
  for (let i = 0; i < stale.length; i += BATCH) await updateDerivedBeauty(db, stale.slice(i, i + BATCH));
  await writeGlossaryFingerprint(db, GLOSSARY_FINGERPRINT);
  // This process's caches see the new facts at once; others hear of them through NOTIFY.
  if (stale.length > 0) catalogChanged(db);
  return stale.length;
}
