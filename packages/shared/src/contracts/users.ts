import { z } from 'zod';
import { ADMIN_ROLES, ADMIN_STATUSES, LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { envelope, idParam } from './envelope';

const M = MESSAGES.user;

/**
 * The admin user form's rules (docs/product.md#validation), used by the server's createUser and
 * register calls and by the settings form: a password is required on create, may stay blank on
 * edit (the current one is kept) and has at least LIMITS.adminPasswordMin characters when given.
 */
const adminUserFields = z.object({
  id: z.coerce.number().int().positive().optional(),
  fullName: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
  email: z
    .string({ message: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .max(254)
    .pipe(z.email({ message: M.emailInvalid })),
  password: z
    .string()
    .max(1024)
    .refine((p) => p === '' || p.length >= LIMITS.adminPasswordMin, M.passwordMin)
    .optional(),
  role: z.enum(ADMIN_ROLES).default('admin'),
  status: z.enum(ADMIN_STATUSES).default('active'),
});

/** Runs beside the field rules (not after them), so the form shows every message at once. */
const passwordOnCreate = {
  message: M.passwordRequired,
  path: ['password'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST /api/User/createUser: create (no id) or edit (id) an admin user. */
export const createUserBody = adminUserFields.refine(
  (u) => u.id !== undefined || Boolean(u.password),
  passwordOnCreate,
);
export type AdminUserWrite = z.output<typeof createUserBody>;
export type AdminUserFormInput = z.input<typeof createUserBody>;

/** POST /api/Auth/register: always a create. */
export const registerUserBody = adminUserFields
  .omit({ id: true })
  .refine((u) => Boolean(u.password), passwordOnCreate);

/** An admin user as listed in Settings (docs/product.md#what-the-store-keeps): lastLogin is 'Never' or an ISO date. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(ADMIN_STATUSES),
  lastLogin: z.string(),
  createdAt: z.string(),
  /** Whether the admin signs in with an authenticator code too (docs/product.md#security). */
  twoFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const getAllUsersResponse = envelope(z.array(adminUserSchema));
export const createUserResponse = envelope(z.object({ userId: z.number().int() }));
export const deleteUserQuery = z.object({ id: idParam });

/** docs/product.md#security protections, beyond the docs/product.md#messages texts. */
export const USER_RULE_MESSAGES = {
  onlySuperAdminManagesSuperAdmins: 'Only a Super Admin can create, promote or edit a Super Admin',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  emailReadOnly: 'Email cannot be changed',
  notFound: 'Admin user not found',
  onlySuperAdminSetsPasswords: "Only a Super Admin can set another admin's password",
  ownPasswordWithCurrent: 'Change your own password under Settings → Security, with your current password',
  lastSuperAdmin: 'There must always be at least one active Super Admin',
  recentlyDeleted:
    'An admin with this email was deleted in the last 7 days: only a Super Admin can create it again',
} as const;
