import type { PersonalDataErasure, PersonalDataExport } from '@seoul-glow/shared';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What is kept per holder: its count, and what erasing does to it. */
export function PersonalDataSummary({ data }: { data: PersonalDataExport }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Personal data found">
      {data.sections.map((s) => (
        <li
          key={s.holder}
          className="rounded-xl border border-line bg-surface p-4"
          data-testid={`privacy-${s.holder}`}
        >
          <p className="text-sm font-semibold text-ink">{s.label}</p>
          <p className="mt-1 font-display text-2xl tabular-nums text-ink">{s.records.length}</p>
          <p className="mt-1 text-xs text-ink-muted">
            {s.erasure === 'anonymised'
              ? 'Kept for the books; personal fields replaced on erasure'
              : 'Deleted on erasure'}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** After an erasure: what was done, holder by holder. */
export function ErasureResult({ result }: { result: PersonalDataErasure }) {
  return (
    <ul className="mt-2 space-y-0.5" data-testid="privacy-erased">
      {result.sections
        .filter((s) => s.count > 0)
        .map((s) => (
          <li key={s.holder}>
            {s.label}: {plural(s.count, 'record')} {s.action}
          </li>
        ))}
    </ul>
  );
}
