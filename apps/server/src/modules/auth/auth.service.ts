import { ACCOUNT_MESSAGES, MESSAGES, type LoginAnswer, type LoginData } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, timingDecoy, verifyPassword } from '../../lib/password';
import { assertUncommonPassword } from '../../lib/common-passwords';
import type { AuditLog } from '../audit/audit.service';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import {
  bumpTokenVersion,
  findAdminByEmail,
  findAdminById,
  recordLoginSuccess,
  updateAdmin,
  type AdminUserRow,
} from '../users/users.repository';
import { THROTTLE, accountKey, addressKey, type LoginThrottle, type ThrottlePolicy } from './login-throttle';
import type { TokenService } from './token.service';
import { TwoFactorChallenges } from './two-factor-challenge';

/** The admin behind a session's token, and when that session signed in (it ends SESSION_MAX_MS later). */
export type SignedInAdmin = AdminUserRow & { signedInAt: Date };

/**
 * Admin sign-in (docs/product.md#security). Failures slow down the address they come from and,
 * per account, only the addresses that failed: the right password from elsewhere always works.
 * An unknown email and a wrong password take the same steps (the same queries, an argon2 check
 * each, one audit row), so status, text and time do not tell them apart.
 */
export class AuthService {
  private readonly challenges: TwoFactorChallenges;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly deps: { throttle: LoginThrottle; twoFactor: TwoFactorService; audit: AuditLog },
  ) {
    this.challenges = new TwoFactorChallenges(tokens);
    // The decoy hash is made once; made now, the first unknown email costs no more than the rest.
    void timingDecoy('').catch(() => undefined);
  }

  async login(email: string, password: string, ip: string): Promise<LoginAnswer> {
    const address = addressKey(ip);
    const account = `${accountKey(email)}|${address}`;
    await this.claim(THROTTLE.address, address);
    await this.claim(THROTTLE.accountAddress, account);
    const user = await findAdminByEmail(this.db, email);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await timingDecoy(password);
    if (!user || !ok) {
      await this.record(user, ip, 'auth.login', 401, user ? 'wrong password' : 'no admin has this email');
      throw new AppError('UNAUTHORIZED', MESSAGES.login.invalidCredentials);
    }
    await this.deps.throttle.refund(THROTTLE.address, address);
    // An inactive account with two-factor asks for the code like an active one: until both factors
    // are right, nothing tells a guessed password apart (docs/product.md#security).
    if (user.totpSecret) {
      // Not cleared yet: codes guessed after a right password still count for this address.
      await this.deps.throttle.refund(THROTTLE.accountAddress, account);
      const { challenge, expiresAt } = await this.challenges.issue({
        userId: user.id,
        tokenVersion: user.tokenVersion,
      });
      await this.record(user, ip, 'auth.login', 200, 'password right; authenticator code asked');
      return { twoFactorRequired: true, challenge, expiryTime: expiresAt.toISOString() };
    }
    if (user.status !== 'active') return this.refuseInactive(user, ip, 'auth.login');
    await this.deps.throttle.clear(THROTTLE.accountAddress, account);
    return this.completeSignIn(user, ip, 'auth.login', 'signed in with password');
  }

  /** The second step: the challenge of a right password and a code (authenticator or recovery). */
  async verifyTwoFactor(challenge: string, code: string, ip: string): Promise<LoginData> {
    const claims = await this.challenges.verify(challenge);
    const user = claims ? await findAdminById(this.db, claims.userId) : undefined;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion || !user.totpSecret) {
      throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.challengeExpired);
    }
    const address = addressKey(ip);
    const account = `${accountKey(user.email)}|${address}`;
    await this.claim(THROTTLE.address, address);
    await this.claim(THROTTLE.accountAddress, account);
    await this.claim(THROTTLE.accountCodes, String(user.id));
    const factor = await this.deps.twoFactor.checkCode(user, code);
    if (!factor) {
      await this.record(user, ip, 'twoFactor.verify', 401, 'wrong code');
      throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.invalidCode);
    }
    await this.deps.throttle.refund(THROTTLE.address, address);
    await this.deps.throttle.refund(THROTTLE.accountCodes, String(user.id));
    await this.deps.throttle.clear(THROTTLE.accountAddress, account);
    if (user.status !== 'active') return this.refuseInactive(user, ip, 'twoFactor.verify');
    return this.completeSignIn(user, ip, 'twoFactor.verify', `signed in with ${factor}`);
  }

  /**
   * An admin's current password before a change to their own account, throttled like a sign-in
   * of that account from that address. 400, not 401: a 401 would end the session in the browser.
   */
  async confirmPassword(admin: AdminUserRow, password: string, ip: string): Promise<void> {
    const account = `${accountKey(admin.email)}|${addressKey(ip)}`;
    await this.claim(THROTTLE.accountAddress, account);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    await this.deps.throttle.refund(THROTTLE.accountAddress, account);
  }

  /** Your own password, with the current one: every earlier token dies, this call gets a new one. */
  async changePassword(admin: SignedInAdmin, current: string, next: string, ip: string): Promise<LoginData> {
    await this.confirmPassword(admin, current, ip);
    assertUncommonPassword(next);
    const row = await updateAdmin(this.db, admin.id, { passwordHash: await hashPassword(next) }, true);
    if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
    return this.sessionFor(row, admin.signedInAt);
  }

  async signOutEverywhere(admin: AdminUserRow): Promise<void> {
    await bumpTokenVersion(this.db, admin.id);
  }

  /**
   * A fresh token for the same session: after a refresh, or after a change that ended every other
   * session (the admin's token version was raised, so it is read again). It keeps the session's
   * sign-in time, so no refresh carries a session past SESSION_MAX_MS.
   */
  async refresh(admin: SignedInAdmin): Promise<LoginData> {
    const user = await this.activeUser(admin.id);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
    return this.sessionFor(user, admin.signedInAt);
  }

  /**
   * The signed-in admin behind a token, or null when the token is bad or past its session's
   * lifetime, the user gone or inactive, or the token older than the admin's last password, role,
   * status or two-factor change.
   */
  async authenticate(token: string): Promise<SignedInAdmin | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.activeUser(claims.userId);
    return user && user.tokenVersion === claims.tokenVersion
      ? { ...user, signedInAt: claims.signedInAt }
      : null;
  }

  private async claim(policy: ThrottlePolicy, key: string): Promise<void> {
    const result = await this.deps.throttle.claim(policy, key);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', MESSAGES.login.locked, {
        'retry-after': String(result.retryAfterSeconds),
      });
    }
  }

  /** Only once every factor was right: the account's own admin learns why they cannot get in. */
  private async refuseInactive(user: AdminUserRow, ip: string, action: string): Promise<never> {
    await this.record(user, ip, action, 403, 'inactive account');
    throw new AppError('FORBIDDEN', MESSAGES.login.inactive);
  }

  private async completeSignIn(user: AdminUserRow, ip: string, action: string, detail: string) {
    await recordLoginSuccess(this.db, user.id);
    await this.record(user, ip, action, 200, detail);
    return this.sessionFor(user);
  }

  private record(user: AdminUserRow | undefined, ip: string, action: string, status: number, detail: string) {
    return this.deps.audit.record({
      actor: user ? { id: user.id, email: user.email } : null,
      ip,
      action,
      // The actor is the account signing in; the row needs no other target.
      entity: 'sign-in',
      status,
      detail,
    });
  }

  private async activeUser(id: number) {
    const user = await findAdminById(this.db, id);
    return user && user.status === 'active' ? user : undefined;
  }

  private async sessionFor(user: AdminUserRow, signedInAt?: Date): Promise<LoginData> {
    const { token, expiresAt } = await this.tokens.issue({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
      signedInAt,
    });
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      expiryTime: expiresAt.toISOString(),
      token,
    };
  }
}
