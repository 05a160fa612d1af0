import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { insertCategory, insertProduct, multipart, pngImage } from '../../../test/admin-fixtures';

/** An admin write and its audit row commit together or not at all (docs/product.md#security). */
let t: TestApp;
let auth: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t, { role: 'admin' });
  auth = { authorization: `Bearer ${await signIn(t, admin.email)}` };
  categoryId = (await insertCategory(t, 'Skincare')).id;
});
afterAll(() => t?.close());

const LONG_NAME = `${'N'.repeat(118)}🌸 Serum`;

async function saveName(id: number, name: string) {
  const body = multipart(
    {
      id: String(id),
      name,
      description: 'A brightening serum',
      price: '24.99',
      stockQuantity: '12',
      weight: '0.25',
      isFeatured: 'false',
      categoryId: String(categoryId),
      videoLink: '',
      additionalFieldsRaw: '{}',
    },
    [{ field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/Products/saveProduct',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

const auditRowsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)));

describe('an admin write and its audit row are one', () => {
  it('records a product saved with an emoji where the value is cut', async () => {
    const product = await insertProduct(t, categoryId, { name: 'Plain' });
    const res = await saveName(product.id, LONG_NAME);
    expect(res.statusCode).toBe(200);
    const [row] = await auditRowsOf(product.id);
    expect(row?.action).toBe('admin.products.save');
    const name = row!.changes.find((c) => c.field === 'name')!.after!;
    expect(name).toBe(`${'N'.repeat(118)}🌸…`);
  });

  it('does not make a change its audit row cannot record: 500, and the product as it was', async () => {
    const product = await insertProduct(t, categoryId, { name: 'Before' });
    await t.database.pool.query(`
      CREATE FUNCTION audit_refuses() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused for the test'; END $$;
      CREATE TRIGGER audit_refuses BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_refuses();`);
    try {
      const res = await saveName(product.id, 'After');
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.pool.query('DROP TRIGGER audit_refuses ON audit_log; DROP FUNCTION audit_refuses();');
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.name).toBe('Before');
    expect(await auditRowsOf(product.id)).toEqual([]);
  });
});
