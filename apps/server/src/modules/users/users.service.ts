import { MESSAGES, type AdminUserWrite } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/password';
import { countAdmins, findAdminByEmail, insertAdmin } from './users.repository';

export const DEMO_ADMIN = { email: 'admin@seoulglow.example', password: 'SeoulGlow!2026' } as const;

export class UsersService {
  constructor(private readonly db: Db) {}

  /** Creates an admin user; the caller has already been checked to be a superadmin. */
  async create(input: AdminUserWrite) {
    const password = input.password ?? '';
    if (!password) throw new AppError('VALIDATION', MESSAGES.user.passwordRequired);
    if (password.length < 6) throw new AppError('VALIDATION', MESSAGES.user.passwordMin);
    if (await findAdminByEmail(this.db, input.email)) {
      throw new AppError('CONFLICT', MESSAGES.user.emailExists);
    }
    try {
      const row = await insertAdmin(this.db, {
        fullName: input.fullName,
        email: input.email,
        passwordHash: await hashPassword(password),
        role: input.role,
        status: input.status,
      });
      return { userId: row.id };
    } catch (err) {
      // The unique index settles a race between two creates of the same email.
      if ((err as { code?: string }).code === '23505')
        throw new AppError('CONFLICT', MESSAGES.user.emailExists);
      throw err;
    }
  }

  /**
   * The first superadmin when no user exists (DESIGN §3): from ADMIN_EMAIL/ADMIN_PASSWORD, else the
   * demo account, which production refuses.
   */
  async ensureFirstAdmin(
    configured: { email: string; password: string } | undefined,
    isProduction: boolean,
  ): Promise<{ created: boolean; demo: boolean; email: string; password?: string }> {
    if (!configured && isProduction) {
      throw new Error(
        'NODE_ENV=production needs ADMIN_EMAIL and ADMIN_PASSWORD: the demo admin account is refused in production.',
      );
    }
    const account = configured ?? DEMO_ADMIN;
    if ((await countAdmins(this.db)) > 0) {
      const existing = await findAdminByEmail(this.db, DEMO_ADMIN.email);
      if (isProduction && existing) {
        throw new Error('The demo admin account exists; remove it before running with NODE_ENV=production.');
      }
      const demo = !configured && Boolean(existing);
      return { created: false, demo, email: account.email, password: demo ? DEMO_ADMIN.password : undefined };
    }
    await insertAdmin(this.db, {
      fullName: configured ? 'Store Owner' : 'Demo Super Admin',
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password),
      role: 'superadmin',
      status: 'active',
    }).catch((err: { code?: string }) => {
      // Another instance created the first admin at the same moment.
      if (err.code !== '23505') throw err;
    });
    return {
      created: true,
      demo: !configured,
      email: account.email,
      password: configured ? undefined : account.password,
    };
  }
}
