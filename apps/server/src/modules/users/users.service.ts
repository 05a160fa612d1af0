import { MESSAGES, USER_RULE_MESSAGES, type AdminUser, type AdminUserWrite } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import {
  countAdmins,
  deleteAdmin,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  listAdmins,
  updateAdmin,
  type AdminUserRow,
} from './users.repository';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.fullName,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    status: row.status,
    lastLogin: row.lastLoginAt ? row.lastLoginAt.toISOString() : 'Never',
    createdAt: row.createdAt.toISOString(),
  };
}

export const DEMO_ADMIN = { email: 'admin@seoulglow.example', password: 'SeoulGlow!2026' } as const;

export class UsersService {
  constructor(private readonly db: Db) {}

  /** Creates an admin user; the caller has already been checked to be a superadmin. */
  async create(input: AdminUserWrite) {
    // The contract (createUserBody, registerUserBody) has required the password on create.
    const password = input.password ?? '';
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
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', MESSAGES.user.emailExists);
      throw err;
    }
  }

  async list(): Promise<AdminUser[]> {
    return (await listAdmins(this.db)).map(toAdminUser);
  }

  /**
   * createUser (docs/product.md#the-api, create and edit) with the docs/product.md#security protections: only a superadmin
   * creates, promotes or edits a superadmin; nobody deactivates themselves or changes their own
   * role; the email is read-only on edit; a blank password keeps the current one.
   */
  async save(actor: AdminUserRow, input: AdminUserWrite): Promise<{ userId: number }> {
    const actorIsSuper = actor.role === 'superadmin';
    if (!input.id) {
      if (input.role === 'superadmin' && !actorIsSuper) {
        throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.onlySuperAdminManagesSuperAdmins);
      }
      return this.create(input);
    }
    const target = await findAdminById(this.db, input.id);
    if (!target) throw new AppError('NOT_FOUND', USER_RULE_MESSAGES.notFound);
    if ((target.role === 'superadmin' || input.role === 'superadmin') && !actorIsSuper) {
      throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.onlySuperAdminManagesSuperAdmins);
    }
    if (target.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError('VALIDATION', USER_RULE_MESSAGES.emailReadOnly);
    }
    if (target.id === actor.id && input.status !== 'active') {
      throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.cannotDeactivateSelf);
    }
    if (target.id === actor.id && input.role !== target.role) {
      throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.cannotChangeOwnRole);
    }
    const password = input.password ?? '';
    await updateAdmin(this.db, target.id, {
      fullName: input.fullName,
      role: input.role,
      status: input.status,
      ...(password ? { passwordHash: await hashPassword(password) } : {}),
    });
    return { userId: target.id };
  }

  /** deleteUser: never a superadmin (docs/product.md#who-may-do-what), never yourself (docs/product.md#security). */
  async remove(actor: AdminUserRow, id: number): Promise<void> {
    const target = await findAdminById(this.db, id);
    if (!target) throw new AppError('NOT_FOUND', USER_RULE_MESSAGES.notFound);
    if (target.id === actor.id) throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.cannotDeleteSelf);
    if (target.role === 'superadmin') throw new AppError('FORBIDDEN', MESSAGES.user.cannotDeleteSuperAdmin);
    await deleteAdmin(this.db, id);
  }

  /**
   * The first superadmin when no user exists (docs/architecture.md#running): from ADMIN_EMAIL/ADMIN_PASSWORD, else the
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
    }).catch((err: unknown) => {
      // Another instance created the first admin at the same moment.
      if (!isUniqueViolation(err)) throw err;
    });
    return {
      created: true,
      demo: !configured,
      email: account.email,
      password: configured ? undefined : account.password,
    };
  }
}
