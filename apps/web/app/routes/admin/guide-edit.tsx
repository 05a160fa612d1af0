import { STORE_NAME } from '@seoul-glow/shared';
import { GuideEditorPage } from '~/features/admin/guide/guide-editor-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/guide-edit';

export const meta: Route.MetaFunction = () => [
  { title: `Edit Article — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminGuideEditPage({ params }: Route.ComponentProps) {
  return <GuideEditorPage key={params.slug} slug={params.slug} />;
}
