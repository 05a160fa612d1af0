import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_MESSAGES, endpoints } from '@seoul-glow/shared';
import { seedDemoData } from '../../db/seed/seed';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { callApi } from '../../../test/api';
import { multipart } from '../../../test/admin-fixtures';
import { CSV_COLUMNS } from './product-csv-columns';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { imagesDir: t.config.imagesDir });
  auth = { authorization: `Bearer ${await signIn(t, (await createAdmin(t, { role: 'admin' })).email)}` };
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, string>;

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/Products/exportCsv', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.body;
}
const rowsOf = (csv: string): Row[] => parse(csv, { bom: true, columns: true });
function toCsv(rows: Row[]): string {
  const header = Object.keys(rows[0]!);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [
    header.map(quote).join(','),
    ...rows.map((r) => header.map((h) => quote(r[h] ?? '')).join(',')),
  ].join('\r\n');
}
function importCsv(csv: string, dryRun: boolean) {
  const body = multipart({}, [
    { field: 'file', name: 'products.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/Products/importCsv?dryRun=${dryRun ? 1 : 0}`,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}
/** Everything an import could touch, to prove that it touched nothing. */
async function snapshot() {
  const { rows } = await t.database.db.execute(sql`
    SELECT p.*, (SELECT json_agg(json_build_object('f', i.file_name, 'p', i.position) ORDER BY i.position, i.id)
                   FROM product_images i WHERE i.product_id = p.id) AS imgs
      FROM products p ORDER BY p.id`);
  return JSON.stringify(rows);
}

describe('GET /api/Products/exportCsv', () => {
  it('is a CSV of every product with every column, the beauty data included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Products/exportCsv', headers: auth });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="seoul-glow-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const rows = rowsOf(res.body);
    const { rows: count } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products`,
    );
    expect(rows).toHaveLength(count[0]!.n);
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
    const withBeauty = rows.find((r) => r.ingredients && r.brand && r.skinTypes && r.freeFrom);
    expect(withBeauty).toBeDefined();
    expect(withBeauty!.images).toMatch(/^[a-f0-9]{24}\.webp/);
  });

  it('needs an admin token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Products/exportCsv' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/Products/importCsv', () => {
  it('imports its own export without changing anything', async () => {
    const before = await snapshot();
    const csv = await exportCsv();
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.counts).toEqual({ create: 0, update: 0, unchanged: rowsOf(csv).length, error: 0 });
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.applied).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it("reports every bad row in the form's words and changes nothing, not even the good rows", async () => {
    const rows = rowsOf(await exportCsv());
    rows[0]!.name = '  ';
    rows[1]!.price = '0';
    rows[2]!.category = 'Gardening';
    rows[3]!.images = 'ffffffffffffffffffffffff.webp';
    rows[4]!.weight = '-1';
    rows[5]!.price = '99.99';
    rows.push({ ...rows[6]! });
    const before = await snapshot();
    const preview = (await importCsv(toCsv(rows), true)).json().data;
    const byLine = new Map(preview.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors]));
    expect(byLine.get(2)).toEqual(['Product name is required']);
    expect(byLine.get(3)).toEqual(['Price must be greater than zero']);
    expect(byLine.get(4)).toEqual(['Category "Gardening" does not exist']);
    expect(byLine.get(5)).toEqual(['Image "ffffffffffffffffffffffff.webp" is not in the store']);
    expect(byLine.get(6)).toEqual(['Weight cannot be negative']);
    expect(preview.rows[5]).toMatchObject({ action: 'update', changes: ['price'] });
    expect(byLine.get(rows.length + 1)).toEqual([PRODUCT_CSV_MESSAGES.idTwice(Number(rows[6]!.id))]);
    expect(preview.counts.error).toBe(6);

    const applied = await importCsv(toCsv(rows), false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().errors).toEqual([
      PRODUCT_CSV_MESSAGES.notApplied,
      'Line 2: Product name is required',
      'Line 3: Price must be greater than zero',
      'Line 4: Category "Gardening" does not exist',
      'Line 5: Image "ffffffffffffffffffffffff.webp" is not in the store',
      'Line 6: Weight cannot be negative',
      `Line ${rows.length + 1}: ${PRODUCT_CSV_MESSAGES.idTwice(Number(rows[6]!.id))}`,
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('creates rows without an id and updates by id, images referred to by file name', async () => {
    const rows = rowsOf(await exportCsv());
    const source = rows[0]!;
    const [firstImage, secondImage] = source.images!.split(', ');
    const created: Row = {
      ...source,
      id: '',
      name: 'Imported Cica Balm',
      stockQuantity: '0',
      images: firstImage!,
    };
    const updated: Row = {
      ...rows[1]!,
      price: '$19.50', // as a spreadsheet may format it
      stockQuantity: '42',
      images: [...rows[1]!.images!.split(', ')].reverse().join(', '),
    };
    const csv = toCsv([created, updated]);
    const preview = (await importCsv(csv, true)).json().data;
    expect(preview.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'update']);
    const changes = preview.rows[1].changes;
    expect(changes).toEqual(expect.arrayContaining(['price', 'stockQuantity']));
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PRODUCT_CSV_MESSAGES.applied(1, 1));

    const list = await callApi(t.app, endpoints.admin.products.list, {
      query: { q: 'Imported Cica Balm' },
      token: auth.authorization!.slice(7),
    });
    const made = list.data.items[0]!;
    expect(made.images).toHaveLength(1);
    // Its own copy of the picture, so deleting either product leaves the other's image.
    expect(made.images[0]).not.toBe(firstImage);
    await fs.access(path.join(t.config.imagesDir, made.images[0]!));
    expect(secondImage).toBeDefined();
    const after = rowsOf(await exportCsv()).find((r) => r.id === updated.id)!;
    expect(after.price).toBe('19.50');
    expect(after.stockQuantity).toBe('42');
    if (updated.images!.includes(',')) expect(after.images).toBe(updated.images);
  });

  it('neutralises spreadsheet formulas in the export and restores them on import', async () => {
    const rows = rowsOf(await exportCsv());
    const row: Row = {
      ...rows[2]!,
      name: '=HYPERLINK("http://evil.example","Click")',
      description: '-5% off +glow @home',
    };
    expect((await importCsv(toCsv([row]), false)).statusCode).toBe(200);
    const csv = await exportCsv();
    const exported = rowsOf(csv).find((r) => r.id === row.id)!;
    expect(exported.name).toBe(`'${row.name}`);
    expect(exported.description).toBe(`'${row.description}`);
    expect((await importCsv(csv, true)).json().data.counts.update).toBe(0);
    const { rows: stored } = await t.database.db.execute<{ name: string }>(
      sql`SELECT name FROM products WHERE id = ${Number(row.id)}`,
    );
    expect(stored[0]!.name).toBe(row.name);
  });

  it('writes all rows in one transaction: a failure on the last row undoes the first', async () => {
    const rows = rowsOf(await exportCsv());
    await t.database.db.execute(sql`CREATE FUNCTION test_refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
    await t.database.db.execute(sql`CREATE TRIGGER test_boom BEFORE INSERT OR UPDATE ON products
      FOR EACH ROW EXECUTE FUNCTION test_refuse_boom()`);
    try {
      const before = await snapshot();
      const files = await fs.readdir(t.config.imagesDir);
      const csv = toCsv([
        { ...rows[0]!, id: '', name: 'First New' },
        { ...rows[1]!, price: '1.23' },
        { ...rows[2]!, name: 'Boom' },
      ]);
      expect((await importCsv(csv, true)).json().data.counts.error).toBe(0);
      expect((await importCsv(csv, false)).statusCode).toBe(500);
      expect(await snapshot()).toBe(before);
      // The picture copied for the new product went again.
      expect((await fs.readdir(t.config.imagesDir)).sort()).toEqual(files.sort());
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_boom ON products`);
      await t.database.db.execute(sql`DROP FUNCTION test_refuse_boom()`);
    }
  });

  it('refuses a file that is not a product CSV', async () => {
    const missing = await importCsv('name,price\r\nSerum,10', true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      PRODUCT_CSV_MESSAGES.missingColumns(['id', 'description', 'weight', 'category', 'images']),
    ]);
    const broken = await importCsv('id,name\r\n1,"unclosed', true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0]).toContain(PRODUCT_CSV_MESSAGES.notCsv);
    const empty = await importCsv('', true);
    expect(empty.json().errors).toEqual([PRODUCT_CSV_MESSAGES.empty]);
    const none = multipart({ note: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Products/importCsv?dryRun=1',
      payload: none.payload,
      headers: { ...auth, ...none.headers },
    });
    expect(res.json().errors).toEqual([PRODUCT_CSV_MESSAGES.fileRequired]);
  });
});
