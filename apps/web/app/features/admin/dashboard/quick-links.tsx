import { Link } from 'react-router';
import { ArrowUpRight, Package, Tags, type LucideIcon } from 'lucide-react';

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

/** The dashboard's quick-access links to Products and Categories. */
export function QuickLinks() {
  return (
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
  );
}
