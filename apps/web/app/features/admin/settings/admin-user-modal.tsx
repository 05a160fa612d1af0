import { useState, type FormEvent } from 'react';
import { MESSAGES, api, type AdminUser } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { AdminUserFields, type SetAdminUserValue } from './admin-user-fields';
import {
  validateAdminUser,
  type AdminUserFormErrors,
  type AdminUserFormValues,
} from './admin-user-validation';

/** Add or edit an admin user (docs/product.md#screens-and-routes, #validation, #who-may-do-what). */
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

  const set: SetAdminUserValue = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const others = users.filter((u) => u.id !== user?.id).map((u) => u.email);
    const found = validateAdminUser(values, user?.id, others);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      await adminApi(api.admin.users.save, {
        body: {
          ...(user ? { id: user.id } : {}),
          ...values,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
        },
      });
      onSaved(!user);
    } catch (err) {
      const text = errorText(err, MESSAGES.user.saveFailed);
      // The list of common passwords is the server's (too large for the page): its refusal
      // belongs at the password field like the form's own rules.
      if (text === MESSAGES.user.passwordCommon) setErrors({ password: text });
      else setError(text);
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
        <AdminUserFields
          values={values}
          errors={errors}
          set={set}
          editing={Boolean(user)}
          self={self}
          actorIsSuper={actorIsSuper}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
