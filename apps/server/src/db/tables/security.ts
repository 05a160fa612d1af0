/** Sign-in security and the audit log (docs/product.md#security). */
import {
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  jsonb,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt } from './columns';

/**
 * Failed sign-ins per address and per account-and-address, shared by every instance: a key that
 * has failed too often waits longer after each further failure (modules/auth/login-throttle.ts).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);

/** One-time recovery codes of an admin's two-factor sign-in, kept as SHA-256 hashes only. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Named as PostgreSQL named it in migration 0011 (db/README.md).
    foreignKey({
      name: 'admin_recovery_codes_admin_id_fkey',
      columns: [t.adminId],
      foreignColumns: [adminUsers.id],
    }).onDelete('cascade'),
    index('admin_recovery_codes_admin_idx').on(t.adminId),
  ],
);

/**
 * Every admin write, sign-in and failed sign-in. Append-only: a trigger refuses UPDATE, DELETE
 * and TRUNCATE (migration 0011). The actor's email is copied, so a row still names a deleted admin.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    status: smallint('status').notNull(),
    /** [{field, before?, after?}], short texts only. */
    changes: jsonb('changes').$type<{ field: string; before?: string; after?: string }[]>().notNull(),
    detail: text('detail'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
