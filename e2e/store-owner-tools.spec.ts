import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN, expect, signInAsAdmin, test } from './fixtures';

/** Where the spec leaves its screenshots for a person to look at. */
const SHOTS = '/tmp/sg-e2e-shots';

type Row = Record<string, string>;

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/Auth/login', { data: ADMIN });
  return { authorization: `Bearer ${(await res.json()).data.token as string}` };
}

async function exportRows(request: APIRequestContext): Promise<Row[]> {
  const res = await request.get('/api/Products/exportCsv', { headers: await adminHeaders(request) });
  expect(res.status()).toBe(200);
  return parse(await res.text(), { bom: true, columns: true });
}

function toCsv(rows: Row[]): string {
  const header = Object.keys(rows[0]!);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [
    header.map(quote).join(','),
    ...rows.map((r) => header.map((h) => quote(r[h] ?? '')).join(',')),
  ].join('\r\n');
}

async function importRows(request: APIRequestContext, rows: Row[]) {
  const res = await request.post('/api/Products/importCsv?dryRun=0', {
    headers: await adminHeaders(request),
    multipart: { file: { name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('store owners', () => {
  test('Export CSV, then Import CSV: a preview of every row, Apply only for a file without errors', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, '/admin/products');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    // One 'Add Product' on the page: the top bar's.
    await expect(page.getByRole('link', { name: 'Add Product' })).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const rows: Row[] = parse(await fs.readFile(file), { bom: true, columns: true });
    expect(rows.length).toBeGreaterThan(40);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['id', 'ingredients', 'skinTypes', 'freeFrom']),
    );

    const broken = rows.find((r) => r.price !== '0')!;
    const changed = rows.find((r) => r.id !== broken.id && Number(r.stockQuantity) > 5)!;
    const bad = toCsv([
      { ...broken, price: '0' },
      { ...changed, stockQuantity: String(Number(changed.stockQuantity) + 1) },
    ]);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const preview = dialog.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText('Price must be greater than zero')).toBeVisible();
    await expect(dialog.getByText('1 with errors')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Apply/ })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/admin-import-preview-1280.png` });

    const good = toCsv([broken, { ...changed, stockQuantity: String(Number(changed.stockQuantity) + 1) }]);
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(preview.getByText('Changes stockQuantity')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(page.getByText('Imported: 0 created, 1 updated.')).toBeVisible();
    const after = (await exportRows(request)).find((r) => r.id === changed.id)!;
    expect(after.stockQuantity).toBe(String(Number(changed.stockQuantity) + 1));
  });

  test('a shopper asks to hear when a sold-out product is back; the admin sees them waiting', async ({
    page,
    request,
  }) => {
    const rows = await exportRows(request);
    const row = rows.find((r) => Number(r.stockQuantity) > 0 && r.category === 'Makeup')!;
    await importRows(request, [{ ...row, stockQuantity: '0' }]);

    await page.goto(`/products/${row.id}`);
    await expect(page.getByRole('heading', { name: 'Sold out for now' })).toBeVisible();
    await page
      .getByLabel("Leave your email and we'll write once, when it's back in stock.")
      .fill('waiting@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText("Thanks! We'll email you once when it's back in stock.")).toBeVisible();

    await signInAsAdmin(page, '/admin/products');
    await page.getByLabel('Search products').fill(row.name!);
    const line = page.getByRole('row').filter({ hasText: row.name! });
    await expect(line.getByText('1 waiting')).toBeVisible();

    // Back in stock: the request is answered and closed.
    await importRows(request, [{ ...row, stockQuantity: '6' }]);
    await page.reload();
    await page.getByLabel('Search products').fill(row.name!);
    await expect(
      page.getByRole('row').filter({ hasText: row.name! }).getByText('6', { exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: row.name! })
        .getByText(/waiting/),
    ).toHaveCount(0, {
      timeout: 15_000,
    });
  });

  test('deleting a category that holds products says how many and moves them', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const saved = await request.post('/api/Products/saveCategory', {
      headers,
      multipart: { name: 'E2E Masks to Merge' },
    });
    expect(saved.status()).toBe(200);
    const source = (await exportRows(request)).find((r) => r.category === 'Skincare')!;
    const first = source.images!.split(', ')[0]!;
    await importRows(request, [
      { ...source, id: '', name: 'E2E Moving Mask', category: 'E2E Masks to Merge', images: first },
    ]);

    await signInAsAdmin(page, '/admin/categories');
    await page.getByRole('button', { name: 'Delete E2E Masks to Merge' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete “E2E Masks to Merge”?' });
    await expect(dialog.getByText('It holds 1 product. This action cannot be undone.')).toBeVisible();
    await dialog.getByLabel('Move its 1 product to').selectOption({ label: 'Skincare' });
    await dialog.getByRole('button', { name: 'Move 1 product and delete' }).click();
    await expect(page.getByText('Category deleted; 1 product moved to Skincare')).toBeVisible();
    const moved = (await exportRows(request)).find((r) => r.name === 'E2E Moving Mask')!;
    expect(moved.category).toBe('Skincare');
    // The copy leaves the store again: later specs (the assistant's toners) count the demo catalog.
    const removed = await request.delete(`/api/Products/deleteProduct?id=${moved.id}`, { headers });
    expect(removed.status()).toBe(200);
  });
});
