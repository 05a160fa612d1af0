import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type Endpoint } from '@seoul-glow/shared';
import type { AuditEvent, AuditLog } from './audit.service';
import { actionOf, changesBetween, querySummary } from './audit-summary';

/** What a handler says its call changed; the recorder turns it into the call's audit row. */
export interface AuditDescription {
  /** The kind of thing changed, e.g. product, order, admin user (default: the endpoint's area). */
  entity?: string;
  /** Its id or number (default: the call's `id`, `orderId` or `userId`). */
  id?: string | number;
  /** The fields as they were and as they became; only those that differ are kept. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** A few words more, e.g. how many rows an export held. No personal data: the log is kept for ever. */
  detail?: string;
}

/**
 * The audit note of one admin call (`request.audit`). A handler calls `describe()` after its
 * service succeeded; any GET that describes itself is recorded like a write.
 */
export class AuditNote {
  description: AuditDescription | undefined;
  /** Set once the call's row is written with its change (auditRecorder's `write`). */
  recorded = false;

  describe(description: AuditDescription): void {
    this.description = { ...this.description, ...description };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every call of the admin group (routes/admin-group.ts); absent on public routes. */
    audit: AuditNote;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A read is recorded like a write when it is for superadmins only: such reads hand out what the
 * admin area itself does not show (a shopper's data as an export). Reading the audit log is the
 * exception: recording it would fill the log with its own paging.
 */
function recordsReads(endpoint: Endpoint): boolean {
  return endpoint.access === 'superadmin' && endpoint !== endpoints.admin.audit.list;
}

/** The id a call names, when it names one in its query, parameters or JSON body. */
function namedId(request: FastifyRequest): string | undefined {
  for (const source of [request.query, request.params, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const key of ['id', 'orderId', 'userId', 'productId']) {
      const value = (source as Record<string, unknown>)[key];
      if ((typeof value === 'string' || typeof value === 'number') && String(value).length <= 60)
        return String(value);
    }
  }
  return undefined;
}

/** The row of one call, from its endpoint, what its handler described and its status. */
function eventOf(request: FastifyRequest, status: number): AuditEvent | null {
  const admin = request.admin;
  const endpoint = request.routeOptions.config.endpoint;
  const described = request.audit?.description;
  if (!admin || !endpoint) return null;
  if (READS.has(request.method) && !described && !recordsReads(endpoint)) return null;
  return {
    actor: { id: admin.id, email: admin.email },
    ip: request.ip,
    action: actionOf(endpoint),
    entity: described?.entity,
    entityId: described?.id ?? namedId(request),
    status,
    // A refused or failed call changed nothing, whatever its handler meant to describe.
    changes: status < 400 ? changesBetween(described?.before, described?.after) : [],
    detail: described?.detail ?? querySummary(request.query),
  };
}

/**
 * The admin group's audit hooks (docs/architecture.md#api-contract): every call that passed the
 * token check and is not a read (or is a superadmin's read, see recordsReads), whatever its
 * outcome, gets one row, written before the answer leaves, so an admin who saw "saved" can find it
 * in Settings → Activity. A write's handler runs in one transaction with its row (`write`): a
 * change that cannot be recorded is rolled back and answered 500. A call that failed or was
 * refused changed nothing, and its row is written on the way out, a failure to do so only
 * logged. Calls refused for a missing or bad token are not recorded: nobody to name, and anyone
 * could fill the log with them.
 */
export function auditRecorder(audit: AuditLog) {
  return {
    isWrite: (method: string) => !READS.has(method),
    onRequest: async (request: FastifyRequest) => {
      request.audit = new AuditNote();
    },
    write: <T>(request: FastifyRequest, reply: FastifyReply, handler: () => Promise<T>): Promise<T> =>
      audit.atomically(async () => {
        const result = await handler();
        const event = request.audit.recorded ? null : eventOf(request, reply.statusCode);
        if (event) await audit.write(event);
        request.audit.recorded = true;
        return result;
      }),
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.audit || request.audit.recorded) return payload;
      const event = eventOf(request, reply.statusCode);
      if (event) await audit.record(event);
      // A handler that sent its answer itself is recorded here, once.
      request.audit.recorded = true;
      return payload;
    },
  };
}
