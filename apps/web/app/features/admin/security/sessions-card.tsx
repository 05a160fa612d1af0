import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { MESSAGES, api } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { clearSession } from '~/lib/session';

const CONFIRM = 'Sign out on every device, this one included?';

/** "Sign out everywhere": every token of this account stops working at once (docs/product.md#security). */
export function SessionsCard() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutEverywhere() {
    if (!window.confirm(CONFIRM)) return;
    setBusy(true);
    setError(null);
    try {
      await adminApi(api.auth.signOutEverywhere);
      clearSession();
      await navigate('/admin/login', { replace: true });
    } catch (err) {
      setError(errorText(err, MESSAGES.user.unexpected));
      setBusy(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="sessions-heading" className="p-5 sm:p-6">
      <h2 id="sessions-heading" className="mb-2 flex items-center gap-2 font-display text-xl text-ink">
        <LogOut aria-hidden="true" className="size-5 text-blush-600" /> Sessions
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        Left the admin open on a shared computer, or lost a laptop? End every session of your account at once;
        you sign in again here.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button variant="secondary" onClick={() => void signOutEverywhere()} disabled={busy}>
        {busy ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </Card>
  );
}
