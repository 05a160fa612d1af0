import { MESSAGES } from '@seoul-glow/shared';

export interface AdminUserFormValues {
  fullName: string;
  email: string;
  password: string;
  role: 'admin' | 'superadmin';
  status: 'active' | 'inactive';
}
export type AdminUserFormErrors = Partial<Record<'fullName' | 'email' | 'password', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5 admin user form; `others` are the emails of the other users (duplicate check). */
export function validateAdminUser(
  values: AdminUserFormValues,
  editing: boolean,
  others: string[],
): AdminUserFormErrors {
  const errors: AdminUserFormErrors = {};
  if (!values.fullName.trim()) errors.fullName = MESSAGES.user.nameRequired;
  const email = values.email.trim().toLowerCase();
  if (!email) errors.email = MESSAGES.user.emailRequired;
  else if (!EMAIL.test(email)) errors.email = MESSAGES.user.emailInvalid;
  else if (!editing && others.some((o) => o.toLowerCase() === email))
    errors.email = MESSAGES.user.emailExists;
  if (!editing && !values.password) errors.password = MESSAGES.user.passwordRequired;
  else if (values.password && values.password.length < 6) errors.password = MESSAGES.user.passwordMin;
  return errors;
}
