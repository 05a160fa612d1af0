import type { CsvImportResult, CsvImportRow } from '@seoul-glow/shared';
import { DataTable, type Column } from '~/components/admin/data-table';
import { Badge, type BadgeTone } from '~/components/ui/badge';

const ACTION: Record<CsvImportRow['action'], { label: string; tone: BadgeTone }> = {
  create: { label: 'New', tone: 'green' },
  update: { label: 'Update', tone: 'blue' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  error: { label: 'Error', tone: 'red' },
};

function What({ row }: { row: CsvImportRow }) {
  if (row.errors.length)
    return (
      <ul className="list-disc space-y-0.5 pl-4 text-red-700">
        {row.errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    );
  if (row.action === 'update') return <span>Changes {row.changes.join(', ')}</span>;
  if (row.action === 'create') return <span>A new product</span>;
  return <span className="text-ink-muted">Nothing to change</span>;
}

const columns: Column<CsvImportRow>[] = [
  { header: 'Line', cell: (r) => r.line, className: 'tabular-nums' },
  { header: 'Product', cell: (r) => r.name || <span className="text-ink-muted">(no name)</span> },
  { header: 'Action', cell: (r) => <Badge tone={ACTION[r.action].tone}>{ACTION[r.action].label}</Badge> },
  { header: 'Details', cell: (r) => <What row={r} /> },
];

/** Rows with errors first, then the ones that change something; unchanged rows last. */
const ORDER = { error: 0, create: 1, update: 2, unchanged: 3 };

/** The dry run's answer, row by row, in the server's words. */
export function CsvPreviewTable({ preview }: { preview: CsvImportResult }) {
  const rows = [...preview.rows].sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.line - b.line);
  const { counts } = preview;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap gap-2 text-sm" role="status">
        <Badge tone="green">{counts.create} new</Badge>
        <Badge tone="blue">{counts.update} to update</Badge>
        <Badge tone="neutral">{counts.unchanged} unchanged</Badge>
        <Badge tone={counts.error ? 'red' : 'neutral'}>{counts.error} with errors</Badge>
      </p>
      <DataTable
        label="Import preview"
        caption="Rows of the file and what importing them does"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.line}
        density="compact"
        cards={{
          label: 'Import preview',
          render: (r) => (
            <div className="space-y-1 text-sm">
              <p className="flex items-center justify-between gap-2 font-semibold">
                <span>
                  Line {r.line}: {r.name || '(no name)'}
                </span>
                <Badge tone={ACTION[r.action].tone}>{ACTION[r.action].label}</Badge>
              </p>
              <What row={r} />
            </div>
          ),
        }}
      />
    </div>
  );
}
