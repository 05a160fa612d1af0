import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { api } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { adminApi, adminData, errorText } from '~/lib/admin/admin-api';
import { formatDate } from '~/lib/admin/format';
import { queryErrorText } from '~/lib/query-client';
import { saveSession } from '~/lib/session';
import { PasswordConfirm } from './password-confirm';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetupFlow } from './two-factor-setup';

type Mode = 'idle' | 'setup' | 'new-codes' | 'off';
const LOAD = {
  failed: 'Failed to load two-factor sign-in',
  exception: 'Something went wrong. Please try again.',
};

/** The signed-in admin's two-factor state: on or off, and the recovery codes left. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'two-factor'],
    queryFn: ({ signal }) => adminData(api.twoFactor.status, { signal }),
  });

/** Two-factor sign-in of the signed-in admin: its state, and setting it up, new codes or off. */
export function TwoFactorCard({ notify }: { notify: (text: string) => void }) {
  const status = useQuery(twoFactorStatusQuery());
  const loadError = queryErrorText(status.error, LOAD);
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = status.data;

  function finish(text?: string) {
    setMode('idle');
    setCodes(null);
    setError(null);
    void client.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });
    if (text) notify(text);
  }

  async function run(call: () => Promise<{ message?: string; data?: { recoveryCodes: string[] } | null }>) {
    setBusy(true);
    setError(null);
    try {
      const res = await call();
      if (res.data?.recoveryCodes) setCodes(res.data.recoveryCodes);
      else finish(res.message);
    } catch (err) {
      setError(errorText(err, LOAD.exception));
    } finally {
      setBusy(false);
    }
  }

  const body = codes ? (
    <RecoveryCodes codes={codes} onDone={() => finish()} />
  ) : mode === 'setup' ? (
    <TwoFactorSetupFlow onCancel={() => finish()} onDone={() => finish('Two-factor sign-in is on.')} />
  ) : mode === 'new-codes' || mode === 'off' ? (
    <PasswordConfirm
      submitLabel={mode === 'off' ? 'Turn off' : 'Make new codes'}
      withCode={mode === 'off'}
      busy={busy}
      onCancel={() => finish()}
      onSubmit={({ currentPassword, code }) =>
        void run(() =>
          mode === 'off'
            ? adminApi(api.twoFactor.disable, { body: { currentPassword, code } }).then((res) => {
                // Turning it off ended every session; this one goes on with the token it answered.
                if (res.data) saveSession(res.data);
                return { message: res.message };
              })
            : adminApi(api.twoFactor.recoveryCodes, { body: { currentPassword } }),
        )
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </PasswordConfirm>
  ) : s?.enabled ? (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        On since {s.enabledAt ? formatDate(s.enabledAt) : 'today'} · {s.recoveryCodesLeft} recovery code
        {s.recoveryCodesLeft === 1 ? '' : 's'} left
      </p>
      {s.recoveryCodesLeft <= 2 ? (
        <Alert tone="info">Few recovery codes are left: make new ones and keep them safe.</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setMode('new-codes')}>
          New recovery codes
        </Button>
        <Button variant="secondary" onClick={() => setMode('setup')}>
          Move to a new phone
        </Button>
        {s.canDisable ? (
          <Button variant="ghost" onClick={() => setMode('off')}>
            Turn off
          </Button>
        ) : null}
      </div>
      {!s.canDisable ? (
        <p className="text-xs text-ink-muted">
          A Super Admin keeps two-factor sign-in on. If you lose your phone and your codes, another Super
          Admin can reset it.
        </p>
      ) : null}
    </div>
  ) : (
    <div className="space-y-4">
      {s?.recommended ? (
        <Alert tone="info">You are a Super Admin: protect the store by turning on two-factor sign-in.</Alert>
      ) : null}
      <p className="text-sm text-ink-muted">
        After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen
        password alone cannot open the admin area.
      </p>
      <Button onClick={() => setMode('setup')}>Set up two-factor sign-in</Button>
    </div>
  );

  return (
    <Card role="region" aria-labelledby="two-factor-heading" className="p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="two-factor-heading" className="flex items-center gap-2 font-display text-xl text-ink">
          {s?.enabled ? (
            <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" />
          ) : (
            <ShieldAlert aria-hidden="true" className="size-5 text-amber-600" />
          )}
          Two-factor sign-in
        </h2>
        {s ? <Badge tone={s.enabled ? 'green' : 'neutral'}>{s.enabled ? 'On' : 'Off'}</Badge> : null}
      </div>
      {loadError ? <Alert tone="error">{loadError}</Alert> : status.isFetching && !s ? null : body}
    </Card>
  );
}
