import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { ACCOUNT_MESSAGES, MESSAGES, api, type AdminUser } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage, confirmAndDelete } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { adminApi, adminData, errorText } from '~/lib/admin/admin-api';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import type { AdminUserRowActions } from './admin-user-cells';
import { AdminUserCardRow, adminUserColumns } from './admin-user-columns';
import { AdminUserModal } from './admin-user-modal';

const LOAD = { failed: MESSAGES.user.loadFailed, exception: MESSAGES.user.loadException };
const usersKey = ['admin', 'users'] as const;

/** Every admin user, for the settings table. */
export const adminUsersQuery = () =>
  queryOptions({ queryKey: usersKey, queryFn: ({ signal }) => adminData(api.admin.users.list, { signal }) });

/** Admin settings (docs/product.md#screens-and-routes): the admin users table and add/edit modal. */
export function SettingsPage() {
  const me = useAdminUser();
  const list = useQuery(adminUsersQuery());
  const error = queryErrorText(list.error, LOAD);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: usersKey });
  const { flash, show } = useFlash();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);

  async function remove(user: AdminUser) {
    // docs/product.md#who-may-do-what: deleting a superadmin shows the message, with no call made.
    if (user.role === 'superadmin') {
      show('error', MESSAGES.user.cannotDeleteSuperAdmin);
      return;
    }
    await confirmAndDelete({
      confirm: MESSAGES.user.deleteConfirm,
      run: () => adminApi(api.admin.users.remove, { query: { id: user.id } }),
      done: MESSAGES.user.deleted,
      failed: MESSAGES.user.deleteFailed,
      show,
      reload,
    });
  }

  // After a lost phone: that admin's sessions end and they sign in with the password alone.
  async function resetTwoFactor(user: AdminUser) {
    const question = `Turn off two-factor sign-in for ${user.name}? They set it up again after signing in.`;
    if (!window.confirm(question)) return;
    try {
      await adminApi(api.twoFactor.reset, { body: { userId: user.id } });
      show('success', ACCOUNT_MESSAGES.reset);
      reload();
    } catch (err) {
      show('error', errorText(err, MESSAGES.user.unexpected));
    }
  }

  const actions: AdminUserRowActions = {
    meId: me.id,
    meIsSuper: me.role.toLowerCase() === 'superadmin',
    edit: setEditing,
    remove: (u) => void remove(u),
    resetTwoFactor: (u) => void resetTwoFactor(u),
  };
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
      <SettingsTabs />
      <FlashMessage flash={flash} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Admin users table"
        caption="Admin users"
        columns={adminUserColumns(actions)}
        rows={users}
        rowKey={(u) => u.id}
        loading={list.isFetching && !list.data}
        minWidth="min-w-[48rem]"
        hover
        cards={{ label: 'Admin users', render: (u) => <AdminUserCardRow user={u} actions={actions} /> }}
      />
      {editing ? (
        <AdminUserModal
          user={editing === 'new' ? null : editing}
          users={users}
          actor={me}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            show('success', created ? MESSAGES.user.created : MESSAGES.user.updated);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
