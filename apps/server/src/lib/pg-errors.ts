type PgError = { code?: string; constraint?: string };

/**
 * True when a write hit the unique index `constraint` (PostgreSQL 23505). Naming the index keeps
 * a primary-key clash or another index's from passing for the conflict the caller means.
 * drizzle wraps the driver's error in `cause`; a named statement run on pg throws it bare.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const outer = err as (PgError & { cause?: PgError }) | null | undefined;
  const pg = outer?.code === '23505' ? outer : outer?.cause;
  return pg?.code === '23505' && pg.constraint === constraint;
}
