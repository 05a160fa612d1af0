import {
  ACCOUNT_MESSAGES,
  USER_RULE_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAdminById, type AdminUserRow } from '../users/users.repository';
import {
  claimTotpStep,
  countUnusedCodes,
  disableTotp,
  enableTotp,
  replaceCodes,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor.repository';
import {
  enrolment,
  hashRecoveryCode,
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  verifyTotp,
} from './totp';

/** Which second factor signed in. */
export type SecondFactor = 'authenticator' | 'recovery code';

/**
 * Two-factor sign-in of one's own account (docs/product.md#security): set up with a new secret,
 * turned on by a first code, off again with the password and a code, except for a superadmin, who
 * keeps it once it is on; another superadmin resets it after a lost phone.
 */
export class TwoFactorService {
  /**
   * `confirmPassword` checks the admin's current password, throttled like a sign-in (the auth
   * module provides it), so a stolen session cannot be used to guess the password behind it.
   */
  constructor(
    private readonly db: Db,
    private readonly confirmPassword: (admin: AdminUserRow, password: string, ip: string) => Promise<void>,
  ) {}

  async status(admin: AdminUserRow): Promise<TwoFactorStatus> {
    const enabled = admin.totpSecret !== null;
    return {
      enabled,
      enabledAt: admin.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabled ? await countUnusedCodes(this.db, admin.id) : 0,
      canDisable: enabled && admin.role !== 'superadmin',
      recommended: !enabled && admin.role === 'superadmin',
    };
  }

  /** A new secret, pending until enable(); an admin who has it on may set up a new phone this way. */
  async setup(admin: AdminUserRow, currentPassword: string, ip: string): Promise<TwoFactorSetup> {
    await this.confirmPassword(admin, currentPassword, ip);
    const secret = newTotpSecret();
    await savePendingSecret(this.db, admin.id, secret);
    return { secret, ...enrolment(secret, admin.email) };
  }

  /**
   * Turns it on (or moves it to a new phone) with a code from the new secret; answers the recovery
   * codes, shown this once. Every session of the admin ends, this one too: the caller issues it a
   * fresh token.
   */
  async enable(admin: AdminUserRow, code: string): Promise<{ recoveryCodes: string[] }> {
    const pending = admin.totpPendingSecret;
    if (!pending) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.setupFirst);
    const step = await verifyTotp(pending, code, null);
    if (step === null) throw new AppError('VALIDATION', ACCOUNT_MESSAGES.invalidCode);
    const recoveryCodes = newRecoveryCodes();
    const done = await enableTotp(this.db, admin.id, pending, step, recoveryCodes.map(hashRecoveryCode));
    // Another tab started a new set-up meanwhile: this code belongs to a secret no longer pending.
    if (!done) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.setupFirst);
    return { recoveryCodes };
  }

  /** Off, with the password and a code; every session ends, the caller's gets a fresh token. */
  async disable(admin: AdminUserRow, currentPassword: string, code: string, ip: string): Promise<void> {
    if (!admin.totpSecret) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.notEnabled);
    if (admin.role === 'superadmin') {
      throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.superAdminKeepsTwoFactor);
    }
    await this.confirmPassword(admin, currentPassword, ip);
    if (!(await this.checkCode(admin, code))) {
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.invalidCode);
    }
    await disableTotp(this.db, admin.id);
  }

  /** New recovery codes; the old ones, used or not, stop working. */
  async regenerateCodes(
    admin: AdminUserRow,
    currentPassword: string,
    ip: string,
  ): Promise<{ recoveryCodes: string[] }> {
    if (!admin.totpSecret) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.notEnabled);
    await this.confirmPassword(admin, currentPassword, ip);
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction((tx) => replaceCodes(tx, admin.id, recoveryCodes.map(hashRecoveryCode)));
    return { recoveryCodes };
  }

  /**
   * A superadmin turns another admin's two-factor sign-in off (a lost phone); that admin's
   * sessions end, and they sign in with the password alone and set it up again.
   */
  async reset(actor: AdminUserRow, userId: number): Promise<AdminUserRow> {
    if (userId === actor.id) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.resetSelf);
    const target = await findAdminById(this.db, userId);
    if (!target) throw new AppError('NOT_FOUND', USER_RULE_MESSAGES.notFound);
    await disableTotp(this.db, target.id);
    return target;
  }

  /**
   * The sign-in's second step: an authenticator code not used before, or an unused recovery
   * code (used up by this call). Null when neither.
   */
  async checkCode(admin: AdminUserRow, code: string): Promise<SecondFactor | null> {
    if (!admin.totpSecret) return null;
    if (looksLikeTotp(code)) {
      const step = await verifyTotp(admin.totpSecret, code, admin.totpLastStep);
      return step !== null && (await claimTotpStep(this.db, admin.id, step)) ? 'authenticator' : null;
    }
    return (await useRecoveryCode(this.db, admin.id, hashRecoveryCode(code))) ? 'recovery code' : null;
  }
}
