import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { LIMITS, MESSAGES, api } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/field';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { saveSession } from '~/lib/session';

const MISMATCH = 'The new passwords do not match';

/**
 * Your own password, with the current one (docs/product.md#who-may-do-what). Every other session
 * ends; this one continues with the fresh token the answer carries.
 */
export function ChangePasswordCard({ notify }: { notify: (text: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword !== String(form.get('confirmPassword') ?? '')) {
      setError(MISMATCH);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await adminApi(api.auth.changePassword, { body: { currentPassword, newPassword } });
      if (res.data) saveSession(res.data);
      formEl.reset();
      notify(res.message ?? 'Your password was changed.');
    } catch (err) {
      setError(errorText(err, MESSAGES.user.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="password-heading" className="p-5 sm:p-6">
      <h2 id="password-heading" className="mb-4 flex items-center gap-2 font-display text-xl text-ink">
        <KeyRound aria-hidden="true" className="size-5 text-blush-600" /> Password
      </h2>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={busy}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="space-y-1.5">
          <Label htmlFor="current-password">Current password</Label>
          <Input
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="new-password">New password</Label>
            <Input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={LIMITS.adminPasswordMin}
              required
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="confirm-password">Repeat the new password</Label>
            <Input
              id="confirm-password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              minLength={LIMITS.adminPasswordMin}
              required
            />
          </div>
        </div>
        <p className="text-xs text-ink-muted">
          At least {LIMITS.adminPasswordMin} characters. Every other device you are signed in on is signed
          out.
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
