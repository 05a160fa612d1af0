import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

afterEach(cleanup);

type Row = { id: number; name: string; total: string };
const rows: Row[] = [
  { id: 1, name: 'Ada', total: '$10.00' },
  { id: 2, name: 'Grace', total: '$20.00' },
];
const columns: Column<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'Total', cell: (r) => r.total, align: 'right' },
];

describe('the admin data table', () => {
  it('shows one row per item under the column headings, in a labelled scrollable region', () => {
    render(
      <DataTable label="People table" caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} />,
    );
    const region = screen.getByRole('region', { name: 'People table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Total']);
    const row = within(table).getByRole('row', { name: /Grace/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Grace', '$20.00']);
    expect(within(row).getAllByRole('cell')[1]!.className).toContain('text-right');
  });

  it('shows a spinner while loading, and the empty state (not the footer) without rows', () => {
    const { rerender } = render(
      <DataTable
        label="T"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        loading
        empty={<p>Nothing here</p>}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <DataTable
        label="T"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<p>Nothing here</p>}
        footer={<nav aria-label="Pagination" />}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('puts the footer under the rows and, with cards, a list for phones beside the table', () => {
    render(
      <DataTable
        label="T"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        footer={<nav aria-label="Pagination" />}
        cards={{ label: 'People', render: (r) => <span>{r.name} card</span> }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'People' });
    expect(list.className).toContain('md:hidden');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ada card', 'Grace card']);
    expect(screen.getByRole('region', { name: 'T' }).parentElement!.className).toContain('hidden md:block');
  });
});
