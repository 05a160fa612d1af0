import type { ReactNode } from 'react';

/** One titled card of an admin form (the product form's basic info, pricing…; the guide article's parts). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-line/70 bg-surface p-5 shadow-soft sm:p-6">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      <p className="mt-1 mb-5 text-sm text-ink-muted">{description}</p>
      {children}
    </section>
  );
}
