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

/** The admin users table: name, email, role, status, last login, created, actions. */
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
    { header: 'Last Login', cell: lastLogin, className: 'whitespace-nowrap' },
    { header: 'Created', cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
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
      <div className="mt-2 flex flex-wrap gap-2">
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
