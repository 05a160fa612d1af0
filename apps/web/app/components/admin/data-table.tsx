import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn';
import { LoadingBlock } from '~/components/ui/spinner';

export interface Column<T> {
  /** The heading; also the column's key, so headings are unique within a table. */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Classes for this column's cells (nowrap, mono, tabular figures...). */
  className?: string;
}

export interface DataTableProps<T> {
  /** Accessible name of the scrollable table region, e.g. 'Products table'. */
  label: string;
  /** Screen-reader caption of the table. */
  caption?: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** First load: a spinner instead of the table. */
  loading?: boolean;
  /** aria-busy while a later page or a reload is on its way (the old rows stay shown). */
  busy?: boolean;
  /** Shown instead of the table when there are no rows; without it an empty table shows. */
  empty?: ReactNode;
  /** Below the table when there are rows (the pager). */
  footer?: ReactNode;
  /** Below md, a list of cards instead of the table: columns do not fit a phone. */
  cards?: { label: string; render: (row: T) => ReactNode; className?: string };
  /** Tailwind min-width of the table; below it the region scrolls sideways. */
  minWidth?: string;
  /** 'panel' draws its own card; 'bare' sits inside a panel that already has one. */
  frame?: 'panel' | 'bare';
  /** Highlight the row under the pointer (lists with row actions). */
  hover?: boolean;
  /** 'compact' narrows the cell padding, for a table sharing its row with another panel. */
  density?: 'normal' | 'compact';
}

const th = 'py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase';
const td = 'py-3 align-middle text-sm text-ink';
// Laptop widths (1280 px beside the admin sidebar) fit seven columns only with the narrower padding.
const PADDING = { normal: 'px-3 2xl:px-4', compact: 'px-3' };
const alignClass = (align: Column<unknown>['align']) => (align === 'right' ? 'text-right' : 'text-left');

/** The admin lists' one table: loading, empty state, phone cards, sideways scroll, pager slot. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, loading, empty, footer, cards } = props;
  if (loading) return <LoadingBlock />;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const table = <TableRegion {...props} />;
  return (
    <>
      {cards ? (
        <>
          <ul className="space-y-3 md:hidden" aria-label={cards.label}>
            {rows.map((row) => (
              <li
                key={props.rowKey(row)}
                className={cn(
                  'rounded-card border border-line/70 bg-surface shadow-soft',
                  cards.className ?? 'p-4',
                )}
              >
                {cards.render(row)}
              </li>
            ))}
          </ul>
          <div className="hidden md:block">{table}</div>
        </>
      ) : (
        table
      )}
      {rows.length > 0 ? footer : null}
    </>
  );
}

function TableRegion<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  busy,
  minWidth,
  frame = 'panel',
  hover,
  density = 'normal',
}: DataTableProps<T>) {
  const pad = PADDING[density];
  // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn(
        'overflow-x-auto focus-visible:ring-2 focus-visible:ring-blush-400 focus-visible:outline-none',
        frame === 'panel' && 'rounded-card border border-line/70 bg-surface shadow-soft',
      )}
    >
      <table className={cn('w-full', minWidth)} aria-busy={busy}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={cn('border-line/70 bg-canvas/60', frame === 'panel' ? 'border-b' : 'border-y')}>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn(th, pad, alignClass(c.align))}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/60">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={hover ? 'hover:bg-canvas/50' : undefined}>
              {columns.map((c) => (
                <td key={c.header} className={cn(td, pad, c.align === 'right' && 'text-right', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
