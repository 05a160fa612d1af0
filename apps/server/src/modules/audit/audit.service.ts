import type { FastifyBaseLogger } from 'fastify';
import type { AuditChange, AuditListData, AuditListFilters } from '@seoul-glow/shared';
import { inTransaction } from '../../db/ambient-transaction';
import type { Db } from '../../db/client';
import { auditFacets, insertAuditRow, listAuditRows, type AuditRow } from './audit.repository';
import { entityOf, labelOf, outcomeOf, storable } from './audit-summary';

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

  /** Runs an admin write in one transaction with its row (audit-recorder.ts). */
  atomically<T>(work: () => Promise<T>): Promise<T> {
    return inTransaction(this.db, work);
  }

  /**
   * Writes one row, in the admin write's own transaction when there is one (routes/admin-group.ts):
   * a failure throws, and the change it describes is rolled back with it.
   */
  async write(event: AuditEvent): Promise<void> {
    const text = (value: string | number | null | undefined) =>
      value === undefined || value === null ? null : storable(String(value));
    await insertAuditRow(this.db, {
      actorId: event.actor?.id ?? null,
      actorEmail: text(event.actor?.email),
      ip: text(event.ip),
      action: event.action,
      entity: text(event.entity) ?? entityOf(event.action),
      entityId: text(event.entityId),
      status: event.status,
      changes: (event.changes ?? []).map((change) => ({
        field: storable(change.field),
        ...(change.before !== undefined ? { before: storable(change.before) } : {}),
        ...(change.after !== undefined ? { after: storable(change.after) } : {}),
      })),
      detail: text(event.detail),
    });
  }

  /**
   * Writes one row of what changed nothing (a refused call, a sign-in): a failure is logged and
   * swallowed, so the answer does not turn into an error because of it.
   */
  async record(event: AuditEvent): Promise<void> {
    try {
      await this.write(event);
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
