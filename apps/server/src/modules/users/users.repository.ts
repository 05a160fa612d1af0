import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminUsers } from '../../db/schema';

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
