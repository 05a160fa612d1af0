import { and, count, desc, eq, gte, isNotNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** The only write the table allows (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export async function insertAuditRow(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilters {
  actorId?: number;
  entity?: string;
  /** An action key or its beginning: admin.products matches admin.products.save. */
  action?: string;
  /** Inclusive bounds as instants. */
  from?: Date;
  toExclusive?: Date;
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
    f.entity !== undefined ? eq(auditLog.entity, f.entity) : undefined,
    f.action !== undefined
      ? or(eq(auditLog.action, f.action), like(auditLog.action, `${escapeLike(f.action)}.%`))
      : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.toExclusive ? lt(auditLog.at, f.toExclusive) : undefined,
  );
}

/** One page, newest first, and how many rows match. */
export async function listAuditRows(
  db: DbOrTx,
  f: AuditFilters,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(f);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Everyone and every area that appears in the log, for the page's filters. */
export async function auditFacets(
  db: DbOrTx,
): Promise<{ actors: { id: number; email: string }[]; entities: string[] }> {
  const [actors, entities] = await Promise.all([
    db
      .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
      .from(auditLog)
      .where(and(isNotNull(auditLog.actorId), isNotNull(auditLog.actorEmail)))
      .orderBy(auditLog.actorId, desc(auditLog.at)),
    db
      .selectDistinct({ entity: auditLog.entity })
      .from(auditLog)
      .where(isNotNull(auditLog.entity))
      .orderBy(auditLog.entity),
  ]);
  return {
    actors: actors
      .map((a) => ({ id: a.id!, email: a.email! }))
      .sort((x, y) => x.email.localeCompare(y.email)),
    entities: entities.map((e) => e.entity!),
  };
}
