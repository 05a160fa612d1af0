import { AdminLoading } from '~/features/admin/shell/admin-loading';

// DESIGN §1: admin pages render in the browser only, behind the admin layout's guard.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminSettingsPage() {
  return <h1 className="font-display text-2xl">Settings</h1>;
}
