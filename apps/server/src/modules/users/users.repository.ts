import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminUsers, auditLog } from '../../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export function findAdminByEmail(db: DbOrTx, email: string) {
  return db.query.adminUsers.findFirst({
    where: sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`,
  });
}

export function findAdminById(db: DbOrTx, id: number) {
  return db.query.adminUsers.findFirst({ where: eq(adminUsers.id, id) });
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

export async function insertAdmin(
  db: DbOrTx,
  values: Pick<AdminUserRow, 'fullName' | 'email' | 'passwordHash' | 'role' | 'status'>,
) {
  const [row] = await db.insert(adminUsers).values(values).returning();
  return row!;
}

export async function recordLoginSuccess(db: DbOrTx, id: number) {
  await db
    .update(adminUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(adminUsers.id, id));
}

/** Every token issued before now stops working (docs/product.md#security). */
export async function bumpTokenVersion(db: DbOrTx, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(adminUsers)
    .set({ tokenVersion: sql`${adminUsers.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, id))
    .returning();
  return row;
}

/**
 * Serialises every change to who may sign in and with which role, until the transaction ends:
 * two superadmins demoting or deactivating each other at once run one after the other, so the
 * second sees the first's change and the last active superadmin is never lost.
 */
export async function lockAdminRoster(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seoul-glow:admin-roster'))`);
}

export async function countActiveSuperAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminUsers)
    .where(sql`${adminUsers.role} = 'superadmin' AND ${adminUsers.status} = 'active'`);
  return row?.n ?? 0;
}

export function listAdmins(db: DbOrTx) {
  return db.select().from(adminUsers).orderBy(adminUsers.createdAt, adminUsers.id);
}

/** Updates an admin; `revokeTokens` also ends every session they have (password, role, status). */
export async function updateAdmin(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<AdminUserRow, 'fullName' | 'passwordHash' | 'role' | 'status'>>,
  revokeTokens = false,
) {
  const [row] = await db
    .update(adminUsers)
    .set({
      ...values,
      ...(revokeTokens ? { tokenVersion: sql`${adminUsers.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(adminUsers.id, id))
    .returning();
  return row;
}

export async function deleteAdmin(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
  return rows.length > 0;
}

/**
 * Whether an admin with this email was deleted within `days`, read from the audit log's rows of
 * successful deletions (`action`): the row keeps the deleted admin's email, cut with "…" when long,
 * so a cut one matches every email it begins (the safe side: the superadmin is asked).
 */
export async function adminDeletedWithin(db: DbOrTx, email: string, action: string, days: number) {
  const wanted = email.trim().toLowerCase();
  const rows = await db.execute(sql`
    SELECT 1 FROM ${auditLog}
    WHERE ${auditLog.action} = ${action} AND ${auditLog.status} < 300
      AND ${auditLog.at} > now() - make_interval(days => ${days})
      AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(${auditLog.changes}) c
        WHERE c->>'field' = 'email'
          AND (lower(c->>'before') = ${wanted}
               OR (right(c->>'before', 1) = '…' AND starts_with(${wanted}, lower(left(c->>'before', -1))))))
    LIMIT 1`);
  return rows.rows.length > 0;
}
