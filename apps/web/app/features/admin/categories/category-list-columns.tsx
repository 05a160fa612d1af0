import type { AdminCategory } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { RowAction } from '~/components/admin/row-action';
import { formatDate } from '~/lib/admin/format';

export interface CategoryRowActions {
  edit: (c: AdminCategory) => void;
  remove: (c: AdminCategory) => void;
}

const noDescription = (className: string) => <span className={className}>No description</span>;

/** The categories table: name, description (or 'No description'), products, dates, actions. */
export function categoryColumns(actions: CategoryRowActions): Column<AdminCategory>[] {
  return [
    { header: 'Name', cell: (c) => c.name, className: 'font-semibold' },
    {
      header: 'Description',
      cell: (c) => c.description || noDescription('text-ink-muted italic'),
      className: 'max-w-xs',
    },
    { header: 'Products', cell: (c) => c.productCount, className: 'tabular-nums' },
    { header: 'Created', cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
    { header: 'Updated', cell: (c) => formatDate(c.updatedAt), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <>
          <RowAction action="edit" place="table" label={`Edit ${c.name}`} onClick={() => actions.edit(c)} />
          <RowAction
            action="delete"
            place="table"
            label={`Delete ${c.name}`}
            onClick={() => actions.remove(c)}
          />
        </>
      ),
    },
  ];
}

/** One category on a phone, where the table's columns do not fit. */
export function CategoryCardRow({
  category: c,
  actions,
}: {
  category: AdminCategory;
  actions: CategoryRowActions;
}) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{c.name}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{c.description || noDescription('italic')}</p>
        <p className="mt-2 text-xs text-ink-muted">
          {c.productCount} products · Created {formatDate(c.createdAt)} · Updated {formatDate(c.updatedAt)}
        </p>
      </div>
      <RowAction action="edit" place="card" label={`Edit ${c.name}`} onClick={() => actions.edit(c)} />
      <RowAction action="delete" place="card" label={`Delete ${c.name}`} onClick={() => actions.remove(c)} />
    </>
  );
}
