import { useState, type FormEvent } from 'react';
import { MESSAGES, type AdminUser } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input, Select } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import {
  validateAdminUser,
  type AdminUserFormErrors,
  type AdminUserFormValues,
} from './admin-user-validation';

/** SPEC §2/§5 add/edit admin user; DESIGN §9: only a superadmin offers the Super Admin role. */
export function AdminUserModal({
  user,
  users,
  actor,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  users: AdminUser[];
  actor: { id: number; role: string };
  onClose: () => void;
  onSaved: (created: boolean) => void;
}) {
  const [values, setValues] = useState<AdminUserFormValues>({
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'admin',
    status: user?.status ?? 'active',
  });
  const [errors, setErrors] = useState<AdminUserFormErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const actorIsSuper = actor.role.toLowerCase() === 'superadmin';
  const self = user?.id === actor.id;

  const set = <K extends keyof AdminUserFormValues>(key: K, value: AdminUserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const others = users.filter((u) => u.id !== user?.id).map((u) => u.email);
    const found = validateAdminUser(values, Boolean(user), others);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      await adminApi('/User/createUser', {
        method: 'POST',
        body: {
          ...(user ? { id: user.id } : {}),
          ...values,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
        },
      });
      onSaved(!user);
    } catch (err) {
      setError(errorText(err, MESSAGES.user.saveFailed));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={user ? 'Edit Admin User' : 'Add Admin User'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="admin-user-form" disabled={busy}>
            {busy ? 'Saving...' : user ? 'Update User' : 'Create User'}
          </Button>
        </>
      }
    >
      <form id="admin-user-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Field label="Name" required error={errors.fullName}>
          {(p) => (
            <Input
              {...p}
              value={values.fullName}
              onChange={(e) => set('fullName', e.target.value)}
              autoComplete="name"
              autoFocus
            />
          )}
        </Field>
        <Field
          label="Email"
          required
          error={errors.email}
          hint={user ? 'The email cannot be changed.' : undefined}
        >
          {(p) => (
            <Input
              {...p}
              type="email"
              value={values.email}
              readOnly={Boolean(user)}
              onChange={(e) => set('email', e.target.value)}
              autoComplete="off"
              className={user ? 'bg-canvas text-ink-muted' : ''}
            />
          )}
        </Field>
        <Field
          label="Password"
          required={!user}
          error={errors.password}
          hint={user ? 'Leave blank to keep the current password.' : 'At least 6 characters.'}
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              autoComplete="new-password"
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Role" hint={self ? 'You cannot change your own role.' : undefined}>
            {(p) => (
              <Select
                {...p}
                value={values.role}
                disabled={self}
                onChange={(e) => set('role', e.target.value as AdminUserFormValues['role'])}
              >
                <option value="admin">Admin</option>
                {actorIsSuper || values.role === 'superadmin' ? (
                  <option value="superadmin">Super Admin</option>
                ) : null}
              </Select>
            )}
          </Field>
          <Field label="Status" hint={self ? 'You cannot deactivate yourself.' : undefined}>
            {(p) => (
              <Select
                {...p}
                value={values.status}
                disabled={self}
                onChange={(e) => set('status', e.target.value as AdminUserFormValues['status'])}
              >
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </Select>
            )}
          </Field>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
