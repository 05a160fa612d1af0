import { ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@seoul-glow/shared';
import { RowAction } from '~/components/admin/row-action';
import { Badge } from '~/components/ui/badge';
import { formatDate } from '~/lib/admin/format';

/**
 * Who may do what to a listed admin (docs/product.md#who-may-do-what): only a superadmin edits a
 * superadmin; nobody deletes a superadmin or themselves, so those rows show no delete button.
 */
export interface AdminUserRowActions {
  meId: number;
  meIsSuper: boolean;
  edit: (u: AdminUser) => void;
  remove: (u: AdminUser) => void;
  /** A superadmin turns off someone else's two-factor sign-in after a lost phone. */
  resetTwoFactor: (u: AdminUser) => void;
}

const canEdit = (u: AdminUser, a: AdminUserRowActions) => a.meIsSuper || u.role !== 'superadmin';
const canDelete = (u: AdminUser, a: AdminUserRowActions) => u.role !== 'superadmin' && u.id !== a.meId;

export function NameCell({ user, meId }: { user: AdminUser; meId: number }) {
  return (
    <>
      {user.name}
      {user.id === meId ? <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span> : null}
    </>
  );
}

export function RoleBadge({ user }: { user: AdminUser }) {
  return user.role === 'superadmin' ? (
    <Badge tone="purple">
      <ShieldCheck aria-hidden="true" className="size-3" /> Super Admin
    </Badge>
  ) : (
    <Badge tone="blue">Admin</Badge>
  );
}

export function StatusBadge({ user }: { user: AdminUser }) {
  const active = user.status === 'active';
  return <Badge tone={active ? 'green' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** On or off; a superadmin may reset someone else's (docs/product.md#security). */
export function TwoFactorCell({ user, actions }: { user: AdminUser; actions: AdminUserRowActions }) {
  return (
    <span className="inline-flex flex-col items-start whitespace-nowrap">
      <Badge tone={user.twoFactor ? 'green' : 'neutral'}>{user.twoFactor ? '2FA on' : '2FA off'}</Badge>
      {user.twoFactor && actions.meIsSuper && user.id !== actions.meId ? (
        <button
          type="button"
          onClick={() => actions.resetTwoFactor(user)}
          aria-label={`Reset two-factor sign-in of ${user.name}`}
          className="min-h-10 rounded-lg px-1 text-xs font-semibold text-blush-700 underline underline-offset-2 hover:bg-blush-50"
        >
          Reset
        </button>
      ) : null}
    </span>
  );
}

export const lastLogin = (u: AdminUser) =>
  u.lastLogin === 'Never' ? 'Never' : formatDate(u.lastLogin, true);

export function ActionButtons({
  user,
  actions,
  place,
}: {
  user: AdminUser;
  actions: AdminUserRowActions;
  place: 'card' | 'table';
}) {
  return (
    <>
      {canEdit(user, actions) ? (
        <RowAction
          action="edit"
          place={place}
          label={`Edit ${user.name}`}
          onClick={() => actions.edit(user)}
        />
      ) : null}
      {canDelete(user, actions) ? (
        <RowAction
          action="delete"
          place={place}
          label={`Delete ${user.name}`}
          onClick={() => actions.remove(user)}
        />
      ) : null}
    </>
  );
}
