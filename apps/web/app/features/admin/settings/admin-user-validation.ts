import { MESSAGES, createUserBody, formErrors } from '@seoul-glow/shared';

export interface AdminUserFormValues {
  fullName: string;
  email: string;
  password: string;
  role: 'admin' | 'superadmin';
  status: 'active' | 'inactive';
}
export type AdminUserFormErrors = Partial<Record<'fullName' | 'email' | 'password', string>>;

/**
 * The admin user form's rules (docs/product.md#validation) are the createUser call's own schema:
 * `id` is the user being edited (a blank password then keeps the current one). The duplicate
 * email check needs the list, so it runs here too: `others` are the other users' emails.
 */
export function validateAdminUser(
  values: AdminUserFormValues,
  id: number | undefined,
  others: string[],
): AdminUserFormErrors {
  const errors = formErrors(createUserBody, { ...values, id }) as AdminUserFormErrors;
  const email = values.email.trim().toLowerCase();
  if (!errors.email && id === undefined && others.some((o) => o.toLowerCase() === email)) {
    errors.email = MESSAGES.user.emailExists;
  }
  return errors;
}
