import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/field';

/**
 * A short form asking for the current password (and, when `withCode`, an authenticator or
 * recovery code) before a change to the admin's own sign-in.
 */
export function PasswordConfirm({
  submitLabel,
  busy,
  withCode,
  onSubmit,
  onCancel,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  withCode?: boolean;
  onSubmit: (values: { currentPassword: string; code: string }) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({
      currentPassword: String(form.get('currentPassword') ?? ''),
      code: String(form.get('code') ?? ''),
    });
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {children}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>Current password</Label>
        <Input
          id={`${id}-password`}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
        />
      </div>
      {withCode ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-code`}>Code from your app or a recovery code</Label>
          <Input
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            className="font-mono tracking-widest"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Please wait...' : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
