import { STORE_NAME } from '@seoul-glow/shared';
import { ReviewsPage } from '~/features/admin/reviews/reviews-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = () => [
  { title: `Reviews — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminReviewsPage() {
  return <ReviewsPage />;
}
