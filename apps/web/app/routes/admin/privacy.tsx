import { STORE_NAME } from '@seoul-glow/shared';
import { PrivacyPage } from '~/features/admin/privacy/privacy-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => [
  { title: `Privacy — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminPrivacyPage() {
  return <PrivacyPage />;
}
