import { STORE_NAME } from '@seoul-glow/shared';
import { DashboardPage } from '~/features/admin/dashboard/dashboard-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminDashboardPage() {
  return <DashboardPage />;
}
