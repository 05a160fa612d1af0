import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { STORE_NAME } from '@seoul-glow/shared';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import { requireAdminUser } from '~/lib/admin/admin-guard';
import { queryClient } from '~/lib/query-client';
import { AdminShell } from '~/features/admin/shell/admin-shell';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [
  { title: `Admin — ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// docs/architecture.md#stack: the admin area renders in the browser only, where the session lives (docs/product.md#how-things-change).
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: requireAdminUser(request) };
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <QueryClientProvider client={queryClient()}>
      <AdminShell user={loaderData.user}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}
