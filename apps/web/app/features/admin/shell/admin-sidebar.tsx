import { NavLink, Link } from 'react-router';
import { LogOut, Store } from 'lucide-react';
import type { SessionUser } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import { AdminWordmark } from './admin-wordmark';
import { roleLabel } from '~/lib/admin/admin-guard';

interface AdminSidebarProps {
  user: SessionUser;
  onLogout: () => void;
  /** Called when a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

const rowBase =
  'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors duration-150';

/** docs/product.md#screens-and-routes Admin layout: sections, 'View Store', Logout and the signed-in admin. */
export function AdminSidebar({ user, onLogout, onNavigate }: AdminSidebarProps) {
  return (
    <div className="flex h-full flex-col gap-6 px-4 pb-5">
      <div className="-mx-4 flex h-16 shrink-0 items-center border-b border-line/80 px-6">
        <AdminWordmark onNavigate={onNavigate} />
      </div>

      <nav aria-label="Admin sections">
        <p className="px-3 pb-2 text-[0.6875rem] font-semibold tracking-[0.14em] text-ink-muted uppercase">
          Manage
        </p>
        <ul className="space-y-1">
          {ADMIN_NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                prefetch="intent"
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    rowBase,
                    'relative',
                    isActive
                      ? 'bg-blush-50 text-blush-700 before:absolute before:inset-y-2.5 before:-left-4 before:w-1 before:rounded-r-full before:bg-blush-500'
                      : 'text-ink-muted hover:bg-canvas hover:text-ink',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-[1.125rem] shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto space-y-1 border-t border-line pt-4">
        <Link to="/" className={cn(rowBase, 'text-ink-muted hover:bg-canvas hover:text-ink')}>
          <Store aria-hidden="true" className="size-[1.125rem] shrink-0" />
          View Store
        </Link>
        <button
          type="button"
          onClick={onLogout}
          className={cn(rowBase, 'w-full text-ink-muted hover:bg-red-50 hover:text-red-700')}
        >
          <LogOut aria-hidden="true" className="size-[1.125rem] shrink-0" />
          Logout
        </button>
      </div>

      <SignedInAdmin user={user} />
    </div>
  );
}

function SignedInAdmin({ user }: { user: SessionUser }) {
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line/70 bg-canvas/70 p-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-blush-200 to-peach-200 text-sm font-semibold text-blush-800"
      >
        {initials || '·'}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink" title={user.name}>
          {user.name}
        </p>
        <p className="text-xs text-ink-muted">{roleLabel(user.role)}</p>
      </div>
    </div>
  );
}
