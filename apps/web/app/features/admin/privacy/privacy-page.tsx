import { useState, type FormEvent } from 'react';
import { Download, Search, Trash2 } from 'lucide-react';
import { PRIVACY_MESSAGES, MESSAGES } from '@seoul-glow/shared';
import { AdminPageHeader } from '~/components/admin/page-header';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import { EraseModal } from './erase-modal';
import { ErasureResult, PersonalDataSummary } from './personal-data-summary';
import { downloadExport, recordCount, usePersonalData } from './use-personal-data';

/**
 * Settings → Privacy (superadmins, docs/product.md#security): everything the store keeps about an
 * email address, downloaded as JSON or erased.
 */
export function PrivacyPage() {
  const me = useAdminUser();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const data = usePersonalData();
  const { found } = data;

  if (me.role.toLowerCase() !== 'superadmin') {
    return (
      <div className="space-y-6">
        <AdminPageHeader title="Settings" />
        <SettingsTabs />
        <Alert tone="error">{MESSAGES.auth.forbidden}</Alert>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void data.lookup(email.trim());
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="Everything the store keeps about a shopper's email address: download it, or erase it."
      />
      <SettingsTabs />
      <form onSubmit={submit} className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Shopper's email address" className="flex-1">
          {(p) => (
            <Input
              {...p}
              type="email"
              name="email"
              maxLength={320}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          )}
        </Field>
        <Button type="submit" disabled={data.busy !== null || email.trim() === ''}>
          <Search aria-hidden="true" className="size-4" />
          {data.busy === 'lookup' ? 'Looking up...' : 'Look Up'}
        </Button>
      </form>
      <div aria-live="polite" className="space-y-4">
        {data.error ? <Alert tone="error">{data.error}</Alert> : null}
        {data.erased ? (
          <Alert tone="success" title={PRIVACY_MESSAGES.erased} live={false}>
            <ErasureResult result={data.erased} />
          </Alert>
        ) : null}
        {found ? (
          <section aria-label={`Personal data of ${found.email}`} className="space-y-4">
            {recordCount(found) === 0 ? (
              <Alert tone="info" live={false}>
                {PRIVACY_MESSAGES.nothingFound}
              </Alert>
            ) : null}
            <PersonalDataSummary data={found} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => downloadExport(found)}>
                <Download aria-hidden="true" className="size-4" /> Download JSON
              </Button>
              <Button
                variant="danger"
                onClick={() => setConfirming(true)}
                disabled={recordCount(found) === 0}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Erase...
              </Button>
            </div>
          </section>
        ) : null}
      </div>
      <EraseModal
        data={confirming ? found : null}
        busy={data.busy === 'erase'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!found) return;
          void data.erase(found.email).then(() => setConfirming(false));
        }}
      />
    </div>
  );
}
