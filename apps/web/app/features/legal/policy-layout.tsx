import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { POLICY_LINKS } from '~/lib/policies';

/** When the texts last changed in substance (shown under each title). */
export const POLICIES_UPDATED = 'November 25, 2026';

export function SupportMail() {
  return (
    <a className="font-medium text-blush-700 underline underline-offset-4" href={`mailto:${SUPPORT_EMAIL}`}>
      {SUPPORT_EMAIL}
    </a>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-muted [&_li]:pl-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** A policy page: title, date, a short summary, its sections and links to the other two. */
export function PolicyLayout({
  title,
  summary,
  children,
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="max-w-3xl! py-10 sm:py-14">
      <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">Legal</p>
      <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">Last updated {POLICIES_UPDATED}</p>
      <div className="mt-6 rounded-card border border-blush-200 bg-blush-50/60 p-5 leading-relaxed text-ink">
        {summary}
      </div>
      <div className="mt-10 space-y-10">{children}</div>
      <nav aria-label="Policies" className="mt-12 border-t border-line pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          {POLICY_LINKS.filter((p) => p.label !== title).map((p) => (
            <li key={p.to}>
              <Link to={p.to} className="inline-flex min-h-11 items-center text-blush-700 hover:underline">
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
