import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '@seoul-glow/shared';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { insertCategory, multipart } from '../../../test/admin-fixtures';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
});
afterAll(() => t?.close());

async function save(fields: Record<string, string>) {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/Products/saveCategory',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
}

describe('POST /api/Products/saveCategory', () => {
  // The unique index on lower(name) is the only check, so this proves the index's clash is read.
  it('refuses a name another category has in any case, on create and on rename', async () => {
    await insertCategory(t, 'Sun Care');
    const other = await insertCategory(t, 'Lip Care');

    const created = await save({ name: 'sun care' });
    expect(created.statusCode).toBe(409);
    expect(created.json().errors).toEqual([CATEGORY_MESSAGES.nameExists]);

    const renamed = await save({ id: String(other.id), name: 'SUN CARE' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors).toEqual([CATEGORY_MESSAGES.nameExists]);
  });
});
