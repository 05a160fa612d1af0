import type { AdminUser } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { formatDate } from '~/lib/admin/format';
import {
  ActionButtons,
  NameCell,
  RoleBadge,
  StatusBadge,
  TwoFactorCell,
  lastLogin,
  type AdminUserRowActions,
} from './admin-user-cells';

/** The admin users table: name, email, role, status and two-factor, last login and created, actions. */
export function adminUserColumns(actions: AdminUserRowActions): Column<AdminUser>[] {
  return [
    { header: 'Name', cell: (u) => <NameCell user={u} meId={actions.meId} />, className: 'font-semibold' },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Role', cell: (u) => <RoleBadge user={u} /> },
    {
      header: 'Status',
      // Two-factor beside the status: one more column would not fit a laptop beside the sidebar.
      cell: (u) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge user={u} />
          <TwoFactorCell user={u} actions={actions} />
        </div>
      ),
    },
    {
      // Created under the last login: a seventh column pushed Actions out of a 1280 px laptop.
      header: 'Last Login / Created',
      cell: (u) => (
        <>
          <span className="block whitespace-nowrap">{lastLogin(u)}</span>
          <span className="block whitespace-nowrap text-xs text-ink-muted">
            Created {formatDate(u.createdAt)}
          </span>
        </>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (u) => <ActionButtons user={u} actions={actions} place="table" />,
    },
  ];
}

/** One admin user on a phone, where the table's columns do not fit. */
export function AdminUserCardRow({ user: u, actions }: { user: AdminUser; actions: AdminUserRowActions }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <NameCell user={u} meId={actions.meId} />
          </p>
          <p className="truncate text-sm text-ink-muted">{u.email}</p>
        </div>
        <div className="flex shrink-0">
          <ActionButtons user={u} actions={actions} place="card" />
        </div>
      </div>
      {/* items-start: the two-factor cell is taller (its Reset button); badges keep their height. */}
      <div className="mt-2 flex flex-wrap items-start gap-2">
        <RoleBadge user={u} />
        <StatusBadge user={u} />
        <TwoFactorCell user={u} actions={actions} />
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        Last login: {lastLogin(u)} · Created {formatDate(u.createdAt)}
      </p>
    </>
  );
}
