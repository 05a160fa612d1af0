import { AdminPageHeader } from '~/components/admin/page-header';
import { FlashMessage } from '~/components/admin/flash-message';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import { useFlash } from '~/lib/admin/use-flash';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** Settings → Security: the signed-in admin's own sign-in (docs/product.md#screens-and-routes). */
export function SecurityPage() {
  const me = useAdminUser();
  const { flash, show } = useFlash();
  const notify = (text: string) => show('success', text);
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Settings" description={`How ${me.email} signs in.`} />
      <SettingsTabs />
      <FlashMessage flash={flash} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="xl:col-span-2">
          <TwoFactorCard notify={notify} />
        </div>
        <ChangePasswordCard notify={notify} />
        <SessionsCard />
      </div>
    </div>
  );
}
