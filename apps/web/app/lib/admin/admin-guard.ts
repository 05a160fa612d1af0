import { redirect } from 'react-router';
import { isAdminRole, type SessionUser } from '@seoul-glow/shared';
import { readSession } from '~/lib/session';

/** The sign-in page, carrying the requested admin location (docs/product.md#screens-and-routes Guard). */
export function adminLoginPath(location: { pathname: string; search: string }): string {
  return `/admin/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * docs/product.md#screens-and-routes Guard, for the admin layout's clientLoader: anonymous visitors go to the sign-in page
 * with the location they asked for, signed-in non-admins go to the store, admins get their user.
 */
export function requireAdminUser(request: Request): SessionUser {
  const session = readSession();
  if (!session) throw redirect(adminLoginPath(new URL(request.url)));
  if (!isAdminRole(session.user.role)) throw redirect('/');
  return session.user;
}

/** docs/product.md#who-may-do-what: 'Super Admin' for superadmin, else 'Admin' (roles compare case-insensitively). */
export function roleLabel(role: string): string {
  return role.toLowerCase() === 'superadmin' ? 'Super Admin' : 'Admin';
}
