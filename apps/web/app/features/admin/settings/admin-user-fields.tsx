import { Link } from 'react-router';
import { Field, Input, Select } from '~/components/ui/field';
import type { AdminUserFormErrors, AdminUserFormValues } from './admin-user-validation';

export type SetAdminUserValue = <K extends keyof AdminUserFormValues>(
  key: K,
  value: AdminUserFormValues[K],
) => void;

/**
 * The admin user form's inputs. Editing: the email is read-only and a blank password keeps the
 * current one; only a superadmin sets another admin's password, and your own is changed under
 * Settings → Security with the current one. Only a superadmin is offered the Super Admin role,
 * and nobody changes their own role or status (docs/product.md#who-may-do-what).
 */
export function AdminUserFields({
  values,
  errors,
  set,
  editing,
  self,
  actorIsSuper,
}: {
  values: AdminUserFormValues;
  errors: AdminUserFormErrors;
  set: SetAdminUserValue;
  editing: boolean;
  self: boolean;
  actorIsSuper: boolean;
}) {
  return (
    <>
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
        hint={editing ? 'The email cannot be changed.' : undefined}
      >
        {(p) => (
          <Input
            {...p}
            type="email"
            value={values.email}
            readOnly={editing}
            onChange={(e) => set('email', e.target.value)}
            autoComplete="off"
            className={editing ? 'bg-canvas text-ink-muted' : ''}
          />
        )}
      </Field>
      {editing && (self || !actorIsSuper) ? (
        <PasswordElsewhere self={self} />
      ) : (
        <Field
          label="Password"
          required={!editing}
          error={errors.password}
          hint={editing ? 'Leave blank to keep the current password.' : 'At least 6 characters.'}
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
      )}
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
    </>
  );
}

/** Where the password is set instead, when this form may not set it. */
function PasswordElsewhere({ self }: { self: boolean }) {
  return (
    <p className="rounded-xl bg-canvas px-4 py-3 text-sm text-ink-muted">
      {self ? (
        <>
          Change your own password under{' '}
          <Link
            to="/admin/settings/security"
            className="font-semibold text-blush-700 underline underline-offset-4"
          >
            Settings → Security
          </Link>
          , with your current password.
        </>
      ) : (
        "Only a Super Admin can set another admin's password."
      )}
    </p>
  );
}
