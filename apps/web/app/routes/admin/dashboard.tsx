import { Link } from 'react-router';
import { ArrowUpRight, Package, Sparkles, Tags, type LucideIcon } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { AdminLoading } from '~/features/admin/shell/admin-loading';
import { useAdminUser } from '~/features/admin/shell/use-admin-user';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard — ${STORE_NAME} Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

// The stats cards, recent orders and top products of SPEC §2 arrive with their own issue.
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

const QUICK_LINKS: Array<{ to: string; label: string; text: string; icon: LucideIcon }> = [
  {
    to: '/admin/products',
    label: 'Products',
    text: 'Add, edit and feature products in the catalog.',
    icon: Package,
  },
  {
    to: '/admin/categories',
    label: 'Categories',
    text: 'Organise how shoppers browse the store.',
    icon: Tags,
  },
];

export default function AdminDashboardPage() {
  const user = useAdminUser();
  return (
    <div className="space-y-10">
      <header className="relative isolate overflow-hidden rounded-card border border-blush-100 bg-linear-to-br from-blush-100 via-peach-50 to-lilac-100 px-6 py-8 sm:px-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-surface/50 blur-2xl"
        />
        <Sparkles aria-hidden="true" className="absolute top-6 right-6 size-6 text-gold-500 sm:size-8" />
        <h1 className="font-display text-3xl text-ink sm:text-4xl">Dashboard</h1>
        <p className="mt-2 text-ink-muted">
          Welcome back, <span className="font-semibold text-ink">{user.name}</span>.
        </p>
      </header>

      <section aria-labelledby="quick-access-heading">
        <h2
          id="quick-access-heading"
          className="text-sm font-semibold tracking-[0.14em] text-ink-muted uppercase"
        >
          Quick access
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {QUICK_LINKS.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                prefetch="intent"
                className="group flex h-full items-start gap-4 rounded-card border border-line/70 bg-surface p-5 shadow-soft transition-[box-shadow,border-color,translate] duration-200 hover:-translate-y-0.5 hover:border-blush-200 hover:shadow-lift"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-blush-50 text-blush-600 ring-1 ring-blush-100">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                    {label}
                    <ArrowUpRight
                      aria-hidden="true"
                      className="size-4 text-ink-muted transition-transform duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-blush-600"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-ink-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
