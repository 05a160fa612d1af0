/** True when a write hit a unique index (PostgreSQL 23505); drizzle wraps pg's error in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
