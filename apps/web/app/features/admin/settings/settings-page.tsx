import { useState } from 'react';
import { Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { MESSAGES, type AdminUser } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import { useAdminQuery } from '~/lib/admin/admin-api';
import { formatDate } from '~/lib/admin/format';
import { AdminPageHeader, TablePanel, td, th } from '~/components/admin/page-header';
import { useFlash } from '~/lib/admin/use-flash';
import { AdminUserModal } from './admin-user-modal';
import { FlashMessage, confirmAndDelete } from '~/components/admin/flash-message';

const LOAD = { failed: MESSAGES.user.loadFailed, exception: MESSAGES.user.loadException };

/** SPEC §2 Admin settings: admin users table and add/edit modal, with the DESIGN §9 protections. */
export function SettingsPage() {
  const me = useAdminUser();
  const list = useAdminQuery<AdminUser[]>('/User/getAllUsers', LOAD);
  const { flash, show } = useFlash();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const meIsSuper = me.role.toLowerCase() === 'superadmin';

  async function remove(user: AdminUser) {
    // SPEC §6: a superadmin cannot be deleted; the attempt shows the message with no call made.
    if (user.role === 'superadmin') {
      show('error', MESSAGES.user.cannotDeleteSuperAdmin);
      return;
    }
    await confirmAndDelete({
      confirm: MESSAGES.user.deleteConfirm,
      path: `/User/deleteUser?id=${user.id}`,
      done: MESSAGES.user.deleted,
      failed: MESSAGES.user.deleteFailed,
      show,
      reload: list.reload,
    });
  }

  const users = list.data ?? [];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="Admin users who can sign in to this area."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" /> Add Admin User
          </Button>
        }
      />
      <FlashMessage flash={flash} />
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {list.loading && !list.data ? (
        <LoadingBlock />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Admin users">
            {users.map((u) => (
              <li key={u.id} className="rounded-card border border-line/70 bg-surface p-4 shadow-soft">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {u.name}
                      {u.id === me.id ? (
                        <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span>
                      ) : null}
                    </p>
                    <p className="truncate text-sm text-ink-muted">{u.email}</p>
                  </div>
                  <div className="flex shrink-0">
                    {meIsSuper || u.role !== 'superadmin' ? (
                      <button
                        type="button"
                        onClick={() => setEditing(u)}
                        aria-label={`Edit ${u.name}`}
                        className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700"
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                    {u.role !== 'superadmin' && u.id !== me.id ? (
                      <button
                        type="button"
                        onClick={() => void remove(u)}
                        aria-label={`Delete ${u.name}`}
                        className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap gap-2">
                  {u.role === 'superadmin' ? (
                    <Badge tone="purple">
                      <ShieldCheck aria-hidden="true" className="size-3" /> Super Admin
                    </Badge>
                  ) : (
                    <Badge tone="blue">Admin</Badge>
                  )}
                  <Badge tone={u.status === 'active' ? 'green' : 'neutral'}>
                    {u.status === 'active' ? 'Active' : 'Inactive'}
                  </Badge>
                </div>
                <p className="mt-2 text-xs text-ink-muted">
                  Last login: {u.lastLogin === 'Never' ? 'Never' : formatDate(u.lastLogin, true)} · Created{' '}
                  {formatDate(u.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <TablePanel label="Admin users table">
              <table className="w-full min-w-[48rem]">
                <caption className="sr-only">Admin users</caption>
                <thead className="border-b border-line/70 bg-canvas/60">
                  <tr>
                    <th scope="col" className={th}>
                      Name
                    </th>
                    <th scope="col" className={th}>
                      Email
                    </th>
                    <th scope="col" className={th}>
                      Role
                    </th>
                    <th scope="col" className={th}>
                      Status
                    </th>
                    <th scope="col" className={th}>
                      Last Login
                    </th>
                    <th scope="col" className={th}>
                      Created
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line/60">
                  {users.map((u) => {
                    const isSuper = u.role === 'superadmin';
                    const self = u.id === me.id;
                    const canEdit = meIsSuper || !isSuper;
                    return (
                      <tr key={u.id} className="hover:bg-canvas/50">
                        <td className={`${td} font-semibold`}>
                          {u.name}
                          {self ? (
                            <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span>
                          ) : null}
                        </td>
                        <td className={td}>{u.email}</td>
                        <td className={td}>
                          {isSuper ? (
                            <Badge tone="purple">
                              <ShieldCheck aria-hidden="true" className="size-3" /> Super Admin
                            </Badge>
                          ) : (
                            <Badge tone="blue">Admin</Badge>
                          )}
                        </td>
                        <td className={td}>
                          <Badge tone={u.status === 'active' ? 'green' : 'neutral'}>
                            {u.status === 'active' ? 'Active' : 'Inactive'}
                          </Badge>
                        </td>
                        <td className={`${td} whitespace-nowrap`}>
                          {u.lastLogin === 'Never' ? 'Never' : formatDate(u.lastLogin, true)}
                        </td>
                        <td className={`${td} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>
                          {canEdit ? (
                            <button
                              type="button"
                              onClick={() => setEditing(u)}
                              aria-label={`Edit ${u.name}`}
                              className="inline-grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700"
                            >
                              <Pencil aria-hidden="true" className="size-4" />
                            </button>
                          ) : null}
                          {!isSuper && !self ? (
                            <button
                              type="button"
                              onClick={() => void remove(u)}
                              aria-label={`Delete ${u.name}`}
                              className="inline-grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TablePanel>
          </div>
        </>
      )}
      {editing ? (
        <AdminUserModal
          user={editing === 'new' ? null : editing}
          users={users}
          actor={me}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            show('success', created ? MESSAGES.user.created : MESSAGES.user.updated);
            list.reload();
          }}
        />
      ) : null}
    </div>
  );
}
