import { z } from 'zod';
import { envelope, idParam } from './envelope';

/**
 * The audit log (docs/product.md#security): every admin write, sign-in and failed sign-in, kept
 * append-only; Settings → Activity lists it for superadmins.
 */

/** How a recorded call ended: done, refused (403, 409, 429…), or failed (bad input, server error). */
export const AUDIT_OUTCOMES = ['success', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** A calendar day; year 0000 is valid ISO 8601 but not a PostgreSQL date (it has no year 0). */
const DAY_MESSAGE = 'Use a date like 2026-05-31';
const day = z.iso
  .date({ message: DAY_MESSAGE })
  .refine((d) => !d.startsWith('0000'), { message: DAY_MESSAGE })
  .optional();

/** GET /api/Audit/getAll: filters (all optional) and paging, newest first. */
export const auditListQuery = z
  .object({
    actorId: idParam.optional(),
    /** An area such as products, orders, users, auth. */
    entity: z.string().trim().max(60).optional(),
    /** An action key (admin.products.save) or its beginning (admin.products). */
    action: z.string().trim().max(100).optional(),
    /** First and last day, inclusive, in UTC. */
    from: day,
    to: day,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day must not be after the last',
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;
export type AuditListFilters = z.output<typeof auditListQuery>;

/** One field as it was and as it became; absent on the side that did not exist. */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  /** The endpoint's key (admin.products.save) or a sign-in event (auth.login). */
  action: z.string(),
  /** What it did, in words. */
  actionLabel: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  status: z.number().int(),
  outcome: z.enum(AUDIT_OUTCOMES),
  changes: z.array(auditChangeSchema),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListData = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who appears in the log, for the actor filter. */
  actors: z.array(z.object({ id: z.number().int(), email: z.string() })),
  /** Every area in the log, for the area filter. */
  entities: z.array(z.string()),
});
export type AuditListData = z.infer<typeof auditListData>;
export const auditListResponse = envelope(auditListData);
