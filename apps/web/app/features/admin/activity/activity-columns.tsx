import type { AuditEntry } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { Badge } from '~/components/ui/badge';
import { formatDate } from '~/lib/admin/format';
import { OUTCOME, areaLabel, changeText } from './activity-labels';

function Who({ entry }: { entry: AuditEntry }) {
  return (
    <div className="min-w-0">
      {entry.actorEmail ? (
        <p className="truncate" title={entry.actorEmail}>
          {entry.actorEmail}
        </p>
      ) : (
        <p className="text-ink-muted">Unknown email</p>
      )}
      <p className="font-mono text-xs text-ink-muted">{entry.ip ?? '—'}</p>
    </div>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  const outcome = OUTCOME[entry.outcome];
  return (
    <div className="space-y-1">
      <p className="font-medium text-ink">{entry.actionLabel}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <Badge tone={outcome.tone}>
          {outcome.label}
          {entry.outcome === 'success' ? '' : ` · ${entry.status}`}
        </Badge>
        <span>
          {areaLabel(entry.entity)}
          {entry.entityId ? ` · ${entry.entityId}` : ''}
        </span>
      </p>
    </div>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (!entry.changes.length && !entry.detail) return <span className="text-ink-muted">—</span>;
  return (
    <ul className="space-y-0.5 text-xs text-ink">
      {entry.changes.map((c) => (
        <li key={c.field} className="break-words">
          {changeText(c)}
        </li>
      ))}
      {entry.detail ? <li className="text-ink-muted">{entry.detail}</li> : null}
    </ul>
  );
}

function When({ entry }: { entry: AuditEntry }) {
  const [day, time] = [formatDate(entry.at), formatDate(entry.at, true).split(', ').pop()];
  return (
    <time dateTime={entry.at} className="block text-ink-muted">
      {day}
      <span className="block text-xs">{time}</span>
    </time>
  );
}

/** Settings → Activity's table: when, who (and from where), what and how it ended, the change. */
export const activityColumns: Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => <When entry={e} />, className: 'whitespace-nowrap' },
  { header: 'Who', cell: (e) => <Who entry={e} />, className: 'max-w-56' },
  { header: 'What', cell: (e) => <What entry={e} /> },
  { header: 'Change', cell: (e) => <Changes entry={e} />, className: 'max-w-72' },
];

/** One entry on a phone. */
export function ActivityCard({ entry }: { entry: AuditEntry }) {
  return (
    <div className="space-y-2">
      <What entry={entry} />
      <Changes entry={entry} />
      <div className="flex items-end justify-between gap-3 text-xs">
        <Who entry={entry} />
        <span className="shrink-0 text-ink-muted">{formatDate(entry.at, true)}</span>
      </div>
    </div>
  );
}
