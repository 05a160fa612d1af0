import { STORE_NAME } from '@seoul-glow/shared';
import { GuideListPage } from '~/features/admin/guide/guide-list-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/guide';

export const meta: Route.MetaFunction = () => [
  { title: `Skincare Guide — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminGuidePage() {
  return <GuideListPage />;
}
