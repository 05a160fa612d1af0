import { MESSAGES, type LoginData } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findAdminByEmail,
  findAdminById,
  recordLoginFailure,
  recordLoginSuccess,
  type AdminUserRow,
} from '../users/users.repository';
import { timingDecoy, verifyPassword } from '../../lib/password';
import type { TokenService } from './token.service';

/** Five wrong passwords in a row lock the account for fifteen minutes (docs/product.md#security). */
export const LOCKOUT = { maxFailures: 5, lockMs: 15 * 60 * 1000 };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string): Promise<LoginData> {
    const user = await findAdminByEmail(this.db, email);
    if (!user) {
      await timingDecoy(password);
      throw new AppError('UNAUTHORIZED', MESSAGES.login.invalidCredentials);
    }
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
      const retry = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 1000);
      throw new AppError('RATE_LIMITED', MESSAGES.login.locked, { 'retry-after': String(retry) });
    }
    const ok = await verifyPassword(user.passwordHash, password);
    if (!ok) {
      await recordLoginFailure(this.db, user.id, LOCKOUT.maxFailures, LOCKOUT.lockMs);
      throw new AppError('UNAUTHORIZED', MESSAGES.login.invalidCredentials);
    }
    if (user.status !== 'active') {
      throw new AppError('FORBIDDEN', MESSAGES.login.inactive);
    }
    await recordLoginSuccess(this.db, user.id);
    return this.sessionFor(user);
  }

  async refresh(userId: number): Promise<LoginData> {
    const user = await this.activeUser(userId);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
    return this.sessionFor(user);
  }

  /** The signed-in admin behind a token, or null when the token is bad or the user gone/inactive. */
  async authenticate(token: string): Promise<AdminUserRow | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    return (await this.activeUser(claims.userId)) ?? null;
  }

  private async activeUser(id: number) {
    const user = await findAdminById(this.db, id);
    return user && user.status === 'active' ? user : undefined;
  }

  private async sessionFor(user: AdminUserRow): Promise<LoginData> {
    const { token, expiresAt } = await this.tokens.issue({ userId: user.id, role: user.role });
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
