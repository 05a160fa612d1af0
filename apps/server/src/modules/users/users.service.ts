import { MESSAGES, USER_RULE_MESSAGES, type AdminUser, type AdminUserWrite } from '@seoul-glow/shared';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { assertUncommonPassword } from '../../lib/common-passwords';
import {
  adminDeletedWithin,
  countActiveSuperAdmins,
  countAdmins,
  deleteAdmin,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  listAdmins,
  lockAdminRoster,
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
    twoFactor: row.totpSecret !== null,
  };
}

/** A saved admin as it was (null when created) and as it is now, for the audit log. */
export interface SavedAdmin {
  userId: number;
  before: AdminUserRow | null;
  after: AdminUserRow;
}

/** The acting admin as the database has them now; gone or inactive means their session is over. */
async function currentActor(tx: DbOrTx, id: number): Promise<AdminUserRow> {
  const me = await findAdminById(tx, id);
  if (!me || me.status !== 'active') throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
  return me;
}

/** Who may change what of an existing admin (docs/product.md#who-may-do-what). */
function checkEdit(me: AdminUserRow, target: AdminUserRow, input: AdminUserWrite): void {
  const meIsSuper = me.role === 'superadmin';
  if ((target.role === 'superadmin' || input.role === 'superadmin') && !meIsSuper) {
    throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.onlySuperAdminManagesSuperAdmins);
  }
  if (target.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError('VALIDATION', USER_RULE_MESSAGES.emailReadOnly);
  }
  if (target.id === me.id && input.status !== 'active') {
    throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.cannotDeactivateSelf);
  }
  if (target.id === me.id && input.role !== target.role) {
    throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.cannotChangeOwnRole);
  }
  if (input.password && target.id === me.id) {
    throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.ownPasswordWithCurrent);
  }
  if (input.password && !meIsSuper) {
    throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.onlySuperAdminSetsPasswords);
  }
}

/**
 * An email whose admin was deleted this recently is re-created by a superadmin only: otherwise a
 * plain admin could delete another and create them again with a password of their own, two-factor
 * gone, and be taken for them (docs/product.md#who-may-do-what).
 */
export const DELETED_EMAIL_COOLING_DAYS = 7;
/** The audit log's action of deleteUser: its key in the endpoint table (audit-summary's actionOf). */
const DELETE_ACTION = 'admin.users.remove';

export const DEMO_ADMIN = { email: 'admin@seoulglow.example', password: 'SeoulGlow!2026' } as const;

export class UsersService {
  constructor(private readonly db: Db) {}

  /** Creates an admin user; the caller has already been checked to be a superadmin. */
  async create(input: AdminUserWrite) {
    // The contract (createUserBody, registerUserBody) has required the password on create.
    const password = input.password ?? '';
    assertUncommonPassword(password);
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
      if (isUniqueViolation(err, 'admin_users_email_idx'))
        throw new AppError('CONFLICT', MESSAGES.user.emailExists);
      throw err;
    }
  }

  async list(): Promise<AdminUser[]> {
    return (await listAdmins(this.db)).map(toAdminUser);
  }

  /**
   * createUser (docs/product.md#the-api, create and edit) with the rules of
   * docs/product.md#who-may-do-what: only a superadmin creates a superadmin, makes one or edits one, and
   * sets another admin's password (your own needs your current one: Settings → Security); nobody
   * deactivates themselves or changes their own role; the email is read-only on edit; a blank
   * password keeps the current one; the last active superadmin stays one. A change of password,
   * role or status ends every session of that admin.
   */
  async save(actor: AdminUserRow, input: AdminUserWrite): Promise<SavedAdmin> {
    if (!input.id) {
      if (input.role === 'superadmin' && actor.role !== 'superadmin') {
        throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.onlySuperAdminManagesSuperAdmins);
      }
      if (
        actor.role !== 'superadmin' &&
        (await adminDeletedWithin(this.db, input.email, DELETE_ACTION, DELETED_EMAIL_COOLING_DAYS))
      ) {
        throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.recentlyDeleted);
      }
      const { userId } = await this.create(input);
      return { userId, before: null, after: (await findAdminById(this.db, userId))! };
    }
    const id = input.id;
    // Hashed before the roster is locked: argon2 takes a while and others may be waiting.
    if (input.password) assertUncommonPassword(input.password);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return this.db.transaction(async (tx) => {
      await lockAdminRoster(tx);
      // Read again under the lock: a concurrent change may have demoted or deactivated the actor.
      const me = await currentActor(tx, actor.id);
      const target = await findAdminById(tx, id);
      if (!target) throw new AppError('NOT_FOUND', USER_RULE_MESSAGES.notFound);
      checkEdit(me, target, input);
      const losesSuper =
        target.role === 'superadmin' &&
        target.status === 'active' &&
        (input.role !== 'superadmin' || input.status !== 'active');
      // With the lock and the actor read again, only another active superadmin gets here, so this
      // holds already; it is checked anyway, being the one rule that must never break.
      if (losesSuper && (await countActiveSuperAdmins(tx)) <= 1) {
        throw new AppError('CONFLICT', USER_RULE_MESSAGES.lastSuperAdmin);
      }
      const revoke = Boolean(passwordHash) || input.role !== target.role || input.status !== target.status;
      const after = await updateAdmin(
        tx,
        target.id,
        {
          fullName: input.fullName,
          role: input.role,
          status: input.status,
          ...(passwordHash ? { passwordHash } : {}),
        },
        revoke,
      );
      return { userId: target.id, before: target, after: after! };
    });
  }

  /** deleteUser: never a superadmin (docs/product.md#who-may-do-what), never yourself. */
  async remove(actor: AdminUserRow, id: number): Promise<AdminUserRow> {
    return this.db.transaction(async (tx) => {
      await lockAdminRoster(tx);
      await currentActor(tx, actor.id);
      const target = await findAdminById(tx, id);
      if (!target) throw new AppError('NOT_FOUND', USER_RULE_MESSAGES.notFound);
      if (target.id === actor.id) throw new AppError('FORBIDDEN', USER_RULE_MESSAGES.cannotDeleteSelf);
      if (target.role === 'superadmin') throw new AppError('FORBIDDEN', MESSAGES.user.cannotDeleteSuperAdmin);
      await deleteAdmin(tx, id);
      return target;
    });
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
      if (!isUniqueViolation(err, 'admin_users_email_idx')) throw err;
    });
    return {
      created: true,
      demo: !configured,
      email: account.email,
      password: configured ? undefined : account.password,
    };
  }
}
