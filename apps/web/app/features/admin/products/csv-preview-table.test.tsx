import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CsvImportResult } from '@seoul-glow/shared';
import { CsvPreviewTable } from './csv-preview-table';

afterEach(cleanup);

const preview: CsvImportResult = {
  dryRun: true,
  applied: false,
  counts: { create: 1, update: 1, unchanged: 1, error: 1 },
  rows: [
    { line: 2, id: 7, name: 'Kept Toner', action: 'unchanged', changes: [], errors: [] },
    { line: 3, id: 8, name: 'Cheaper Serum', action: 'update', changes: ['price', 'images'], errors: [] },
    { line: 4, id: null, name: 'New Balm', action: 'create', changes: [], errors: [] },
    {
      line: 5,
      id: 9,
      name: '',
      action: 'error',
      changes: [],
      errors: ['Product name is required', 'Price must be greater than zero'],
    },
  ],
};

describe('the CSV import preview', () => {
  it('lists rows with errors first, then new and changed ones, each with what it does', () => {
    render(<CsvPreviewTable preview={preview} />);
    const table = within(screen.getByRole('region', { name: 'Import preview' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['5', '4', '3', '2']);
    expect(
      within(rows[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Product name is required', 'Price must be greater than zero']);
    expect(rows[0]!.textContent).toContain('(no name)');
    expect(rows[2]!.textContent).toContain('Changes price, images');
    expect(screen.getByRole('status').textContent).toBe('1 new1 to update1 unchanged1 with errors');
  });
});
