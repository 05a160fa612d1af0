import { Link, redirect } from 'react-router';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { STORE_NAME, SUPPORT_EMAIL } from '@seoul-glow/shared';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import { LoginBrandPanel } from '~/features/auth/login-brand-panel';
import { LoginForm } from '~/features/auth/login-form';
import { safeAdminRedirect } from '~/features/auth/redirect-target';
import { isAdminSession, readSession } from '~/lib/session';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: `Sign in — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** docs/product.md#screens-and-routes: a signed-in admin is sent on to the page they asked for (or the dashboard). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get('redirectTo'));
  if (isAdminSession(readSession())) throw redirect(redirectTo);
  return { redirectTo };
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminLoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[minmax(0,1.08fr)_minmax(0,1fr)]">
      <LoginBrandPanel />
      <main className="relative flex justify-center px-5 pb-12 lg:items-center lg:px-12 lg:py-12">
        <div className="-mt-16 w-full max-w-[26.5rem] lg:mt-0">
          <div className="rounded-[1.75rem] border border-line/70 bg-surface p-7 shadow-lift sm:p-9 lg:shadow-soft">
            <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">Staff Portal</p>
            <h1 className="mt-2 font-display text-[2rem] leading-tight text-ink">Welcome back</h1>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">
              Sign in to manage products, categories and orders for {STORE_NAME}.
            </p>
            <div className="mt-7">
              <LoginForm redirectTo={loaderData.redirectTo} />
            </div>
            <p className="mt-7 flex items-center justify-center gap-2 border-t border-line/80 pt-6 text-sm text-ink-muted">
              <LifeBuoy aria-hidden="true" className="size-4 text-blush-500" />
              Need access?
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-semibold text-blush-700 underline decoration-blush-300 underline-offset-4 transition-colors hover:text-blush-800 hover:decoration-blush-600"
              >
                Contact support
              </a>
            </p>
          </div>
          <Link
            to="/"
            className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the store
          </Link>
        </div>
      </main>
    </div>
  );
}
