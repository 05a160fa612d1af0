import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from '@seoul-glow/shared';

/** The admin layout route's id: its clientLoader returns the signed-in admin. */
export const ADMIN_LAYOUT_ROUTE_ID = 'routes/admin/layout';

/** The signed-in admin, for any page inside the admin layout (which has already guarded it). */
export function useAdminUser(): SessionUser {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as { user: SessionUser } | undefined;
  if (!data) throw new Error('useAdminUser must be used inside the admin layout');
  return data.user;
}
