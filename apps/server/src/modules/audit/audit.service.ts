import type { FastifyBaseLogger } from 'fastify';
import type { AuditChange, AuditListData, AuditListFilters } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { auditFacets, insertAuditRow, listAuditRows, type AuditRow } from './audit.repository';
import { entityOf, labelOf, outcomeOf } from './audit-summary';

/** One thing that happened, as the recorder or a sign-in hands it over. */
export interface AuditEvent {
  actor: { id: number; email: string } | null;
  ip: string | null;
  action: string;
  entity?: string | null;
  entityId?: string | number | null;
  status: number;
  changes?: AuditChange[];
  detail?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toEntry(row: AuditRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    ip: row.ip,
    action: row.action,
    actionLabel: labelOf(row.action),
    entity: row.entity,
    entityId: row.entityId,
    status: row.status,
    outcome: outcomeOf(row.status),
    changes: row.changes,
    detail: row.detail,
  };
}

/** The audit log (docs/product.md#security): written by the admin group's recorder and the sign-ins. */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Writes one row. A failure to write is logged and swallowed: the change it describes has
   * already been committed, and the admin's answer must not turn into an error because of it.
   */
  async record(event: AuditEvent): Promise<void> {
    try {
      await insertAuditRow(this.db, {
        actorId: event.actor?.id ?? null,
        actorEmail: event.actor?.email ?? null,
        ip: event.ip,
        action: event.action,
        entity: event.entity ?? entityOf(event.action),
        entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
        status: event.status,
        changes: event.changes ?? [],
        detail: event.detail ?? null,
      });
    } catch (err) {
      this.log.error({ err, action: event.action }, 'audit row could not be written');
    }
  }

  async list(query: AuditListFilters): Promise<AuditListData> {
    const { page, pageSize } = query;
    const [{ rows, total }, facets] = await Promise.all([
      listAuditRows(this.db, {
        actorId: query.actorId,
        entity: query.entity,
        action: query.action,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        toExclusive: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      auditFacets(this.db),
    ]);
    return { items: rows.map(toEntry), total, page, pageSize, ...facets };
  }
}
