import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminUsers } from '../../db/schema';

/** A new secret waits here until the admin proves their app has it (enable). */
export async function savePendingSecret(db: DbOrTx, adminId: number, secret: string): Promise<void> {
  await db.update(adminUsers).set({ totpPendingSecret: secret }).where(eq(adminUsers.id, adminId));
}

/**
 * Turns two-factor sign-in on with the pending secret and replaces the recovery codes, in one
 * transaction; only if the pending secret is still the one the code was checked against. Every
 * session signed in before ends (the token version rises): one opened with the old factor, or
 * none, must not outlive the new one.
 */
export async function enableTotp(
  db: Db,
  adminId: number,
  pendingSecret: string,
  step: number,
  codeHashes: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(adminUsers)
      .set({
        totpSecret: pendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: step,
        tokenVersion: sql`${adminUsers.tokenVersion} + 1`,
      })
      .where(and(eq(adminUsers.id, adminId), eq(adminUsers.totpPendingSecret, pendingSecret)))
      .returning({ id: adminUsers.id });
    if (!updated.length) return false;
    await replaceCodes(tx, adminId, codeHashes);
    return true;
  });
}

/** Off: the secret, the pending one and every recovery code are gone, and every session ends. */
export async function disableTotp(db: Db, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        tokenVersion: sql`${adminUsers.tokenVersion} + 1`,
      })
      .where(eq(adminUsers.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  });
}

export async function replaceCodes(db: DbOrTx, adminId: number, codeHashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  if (codeHashes.length) {
    await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
  }
}

/**
 * Records that a code for `step` signed in, only if no code of that step or a later one did:
 * two requests with the same code cannot both win.
 */
export async function claimTotpStep(db: DbOrTx, adminId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminUsers.id, adminId),
        sql`(${adminUsers.totpLastStep} IS NULL OR ${adminUsers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** Uses a recovery code once: true only for the request that marked it used. */
export async function useRecoveryCode(db: DbOrTx, adminId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedCodes(db: DbOrTx, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
