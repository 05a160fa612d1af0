import { z } from 'zod';
import { ADMIN_ROLES, ADMIN_STATUSES } from '../constants';
import { envelope, idParam } from './envelope';

/** An admin user as listed in Settings (SPEC §3): lastLogin is 'Never' or an ISO date. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(ADMIN_STATUSES),
  lastLogin: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const getAllUsersResponse = envelope(z.array(adminUserSchema));
export const createUserResponse = envelope(z.object({ userId: z.number().int() }));
export const deleteUserQuery = z.object({ id: idParam });

/** DESIGN §9 protections, beyond the SPEC §8 texts. */
export const USER_RULE_MESSAGES = {
  onlySuperAdminManagesSuperAdmins: 'Only a Super Admin can create, promote or edit a Super Admin',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  emailReadOnly: 'Email cannot be changed',
  notFound: 'Admin user not found',
} as const;
