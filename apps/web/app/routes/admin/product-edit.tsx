import { STORE_NAME } from '@seoul-glow/shared';
import { ProductEditorPage } from '~/features/admin/products/product-editor-page';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import type { Route } from './+types/product-edit';

export const meta: Route.MetaFunction = () => [
  { title: `Edit Product — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminProductEditPage({ params }: Route.ComponentProps) {
  return <ProductEditorPage key={params.productId} productId={Number(params.productId)} />;
}
