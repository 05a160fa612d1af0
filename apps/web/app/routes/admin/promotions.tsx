import { STORE_NAME } from '@seoul-glow/shared';
import { PromotionsPage } from '~/features/admin/promotions/promotions-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/promotions';

export const meta: Route.MetaFunction = () => [
  { title: `Promotions — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminPromotionsPage() {
  return <PromotionsPage />;
}
