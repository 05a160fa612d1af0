import { useCallback, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { SessionUser } from '@seoul-glow/shared';
import { AdminNavDrawer } from './admin-nav-drawer';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopBar } from './admin-top-bar';
import { useAdminSession } from './use-admin-session';

/** The admin frame of docs/product.md#screens-and-routes: sidebar (a drawer on phones), breadcrumb bar and the page. */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const signOut = useAdminSession(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const navigating = useNavigation().state !== 'idle';

  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-linear-to-r from-blush-400 via-blush-600 to-gold-500 transition-[opacity,scale] duration-500 ${navigating ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0'}`}
      />

      <aside className="sticky top-0 hidden h-dvh overflow-y-auto border-r border-line/80 bg-surface lg:block">
        <AdminSidebar user={user} onLogout={signOut} />
      </aside>
      <AdminNavDrawer open={menuOpen} onClose={closeMenu}>
        <AdminSidebar user={user} onLogout={signOut} onNavigate={closeMenu} />
      </AdminNavDrawer>

      <div className="flex min-w-0 flex-col">
        <AdminTopBar menuOpen={menuOpen} onOpenMenu={openMenu} />
        <main
          id="admin-main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
