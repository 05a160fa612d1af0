import { NavLink } from 'react-router';
import { cn } from '~/components/ui/cn';
import { useAdminUser } from '~/lib/admin/use-admin-user';

interface SettingsTab {
  label: string;
  to: string;
  /** Shown to superadmins only: the page's calls are theirs alone. */
  superadmin?: boolean;
}

/** Settings' pages, in order: the tabs above each of them (docs/product.md#screens-and-routes). */
export const SETTINGS_TABS: SettingsTab[] = [
  { label: 'Admin Users', to: '/admin/settings' },
  { label: 'Security', to: '/admin/settings/security' },
  { label: 'Privacy', to: '/admin/settings/privacy', superadmin: true },
  { label: 'Activity', to: '/admin/settings/activity', superadmin: true },
];

export function SettingsTabs() {
  const me = useAdminUser();
  const isSuper = me.role.toLowerCase() === 'superadmin';
  return (
    <nav aria-label="Settings" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-0.5 border-b border-line px-1 sm:gap-1">
        {SETTINGS_TABS.filter((t) => isSuper || !t.superadmin).map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-1.5 text-sm font-semibold transition-colors sm:px-4',
                  isActive
                    ? 'border-blush-600 text-blush-700'
                    : 'border-transparent text-ink-muted hover:text-ink',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
