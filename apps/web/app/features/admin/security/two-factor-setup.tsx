import { useState, type FormEvent } from 'react';
import { Smartphone } from 'lucide-react';
import { api, type TwoFactorSetup as Enrolment } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/field';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { saveSession } from '~/lib/session';
import { PasswordConfirm } from './password-confirm';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-factor sign-in (docs/product.md#security): the password again, then the secret
 * as a QR code, as text and as an otpauth link; a first code turns it on and the recovery codes
 * are shown once.
 */
export function TwoFactorSetupFlow({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function call<T>(run: () => Promise<T>, then: (value: T) => void) {
    setBusy(true);
    setError(null);
    try {
      then(await run());
    } catch (err) {
      setError(errorText(err, 'Two-factor sign-in could not be set up. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  function enable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void call(
      () => adminApi(api.twoFactor.enable, { body: { code } }),
      (res) => {
        // Turning it on ended every session; this one goes on with the token it answered.
        if (res.data) saveSession(res.data.session);
        setCodes(res.data?.recoveryCodes ?? []);
      },
    );
  }

  const alert = error ? <Alert tone="error">{error}</Alert> : null;
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!enrolment) {
    return (
      <PasswordConfirm
        submitLabel="Continue"
        busy={busy}
        onCancel={onCancel}
        onSubmit={({ currentPassword }) =>
          void call(
            () => adminApi(api.twoFactor.setup, { body: { currentPassword } }),
            (res) => setEnrolment(res.data ?? null),
          )
        }
      >
        {alert}
      </PasswordConfirm>
    );
  }
  return (
    <form onSubmit={enable} className="space-y-5" aria-busy={busy}>
      {alert}
      <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
        <li>Open an authenticator app on your phone (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan the QR code, or enter the key by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 self-center rounded-xl border border-line bg-white p-1 sm:self-start"
        />
        <dl className="min-w-0 space-y-3 text-sm">
          <div>
            <dt className="font-medium text-ink">Key</dt>
            <dd className="mt-1 font-mono text-base tracking-wider break-all text-ink select-all">
              {grouped(enrolment.secret)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-ink">Link</dt>
            <dd className="mt-1 font-mono text-xs break-all text-ink-muted select-all">
              {enrolment.otpauthUri}
            </dd>
            <dd className="mt-2">
              <a
                href={enrolment.otpauthUri}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-blush-700 underline underline-offset-4"
              >
                <Smartphone aria-hidden="true" className="size-4" /> Open in an authenticator app on this
                device
              </a>
            </dd>
          </div>
        </dl>
      </div>
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="enable-code">6-digit code</Label>
        <Input
          id="enable-code"
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          placeholder="123 456"
          className="font-mono tracking-widest"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : 'Turn on two-factor sign-in'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
