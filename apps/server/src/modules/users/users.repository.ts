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
    .set({ lastLoginAt: sql`now()`, failedLoginCount: 0, lockedUntil: null })
    .where(eq(adminUsers.id, id));
}

/** Counts a failure atomically and locks the account for `lockMs` once `maxFailures` is reached. */
export async function recordLoginFailure(db: DbOrTx, id: number, maxFailures: number, lockMs: number) {
  await db
    .update(adminUsers)
    .set({
      failedLoginCount: sql`CASE WHEN ${adminUsers.failedLoginCount} + 1 >= ${maxFailures} THEN 0 ELSE ${adminUsers.failedLoginCount} + 1 END`,
      lockedUntil: sql`CASE WHEN ${adminUsers.failedLoginCount} + 1 >= ${maxFailures} THEN now() + make_interval(secs => ${lockMs / 1000}) ELSE ${adminUsers.lockedUntil} END`,
    })
    .where(eq(adminUsers.id, id));
}

export function listAdmins(db: DbOrTx) {
  return db.select().from(adminUsers).orderBy(adminUsers.createdAt, adminUsers.id);
}

export async function updateAdmin(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<AdminUserRow, 'fullName' | 'passwordHash' | 'role' | 'status'>>,
) {
  const [row] = await db
    .update(adminUsers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, id))
    .returning();
  return row;
}

export async function deleteAdmin(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
  return rows.length > 0;
}
