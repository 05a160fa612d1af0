import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema';
import { createAdmin, createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../../../test/app';

let t: TestApp;
let superAuth: Record<string, string>;
let adminAuth: Record<string, string>;
let superId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const sup = await createAdmin(t, { role: 'superadmin', email: 'boss@example.com' });
  const adm = await createAdmin(t, { role: 'admin', email: 'staff@example.com' });
  superId = sup.id;
  adminId = adm.id;
  superAuth = { authorization: `Bearer ${await signIn(t, sup.email)}` };
  adminAuth = { authorization: `Bearer ${await signIn(t, adm.email)}` };
});
afterAll(() => t?.close());

const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/User/createUser', headers, payload });
const remove = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/User/deleteUser?id=${id}`, headers });

describe('admin user form rules (docs/product.md#validation)', () => {
  it.each([
    [{ fullName: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'BOSS@example.com' }, 'Email already exists'],
  ])('%o → %s', async (override, message) => {
    const res = await save(superAuth, {
      fullName: 'New',
      email: 'new@example.com',
      password: 'secret1',
      ...override,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().errors).toContain(message);
  });

  it('creates with role admin and status active by default; lists lastLogin Never', async () => {
    const res = await save(adminAuth, {
      fullName: 'Helper',
      email: 'helper@example.com',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/User/getAllUsers', headers: adminAuth })).json().data;
    const helper = list.find((u: { id: number }) => u.id === res.json().data.userId);
    expect(helper).toMatchObject({ name: 'Helper', role: 'admin', status: 'active', lastLogin: 'Never' });
    expect(list.find((u: { id: number }) => u.id === superId).lastLogin).not.toBe('Never');
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('edit: blank password keeps it, a new one replaces it, email is read-only', async () => {
    const id = (
      await save(superAuth, { fullName: 'Edit Me', email: 'editme@example.com', password: 'first-pass' })
    ).json().data.userId;
    expect(
      (await save(superAuth, { id, fullName: 'Edited', email: 'editme@example.com', password: '' }))
        .statusCode,
    ).toBe(200);
    await signIn(t, 'editme@example.com', 'first-pass');
    expect(
      (await save(superAuth, { id, fullName: 'Edited', email: 'editme@example.com', password: 'abc' })).json()
        .errors,
    ).toEqual(['Password must be at least 6 characters']);
    await save(superAuth, { id, fullName: 'Edited', email: 'editme@example.com', password: 'second-pass' });
    await signIn(t, 'editme@example.com', 'second-pass');
    const changed = await save(superAuth, { id, fullName: 'Edited', email: 'other@example.com' });
    expect(changed.statusCode).toBe(400);
  });
});

describe('docs/product.md#security protections', () => {
  it('only a superadmin creates, promotes or edits a superadmin', async () => {
    expect(
      (
        await save(adminAuth, {
          fullName: 'X',
          email: 'x@example.com',
          password: 'secret1',
          role: 'superadmin',
        })
      ).statusCode,
    ).toBe(403);
    const plain = (
      await save(superAuth, { fullName: 'Plain', email: 'plain@example.com', password: 'secret1' })
    ).json().data.userId;
    expect(
      (
        await save(adminAuth, {
          id: plain,
          fullName: 'Plain',
          email: 'plain@example.com',
          role: 'superadmin',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await save(adminAuth, {
          id: superId,
          fullName: 'Renamed',
          email: 'boss@example.com',
          role: 'superadmin',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await save(superAuth, {
          id: plain,
          fullName: 'Plain',
          email: 'plain@example.com',
          role: 'superadmin',
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, superId));
    expect(row!.fullName).toBe('Test Admin');
  });

  it('no superadmin is deleted, nobody deletes or deactivates themselves', async () => {
    const res = await remove(superAuth, superId);
    expect(res.statusCode).toBe(403);
    const other = (
      await save(superAuth, {
        fullName: 'S2',
        email: 's2@example.com',
        password: 'secret1',
        role: 'superadmin',
      })
    ).json().data.userId;
    expect((await remove(superAuth, other)).json().errors).toEqual(['Cannot delete Super Admin user']);
    expect((await remove(adminAuth, adminId)).statusCode).toBe(403);
    expect(
      (await save(adminAuth, { id: adminId, fullName: 'Me', email: 'staff@example.com', status: 'inactive' }))
        .statusCode,
    ).toBe(403);
    expect((await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, adminId)))[0]!.status).toBe(
      'active',
    );
  });

  it('deactivating an admin locks them out at once; deleting removes them', async () => {
    const id = (
      await save(superAuth, { fullName: 'Temp', email: 'temp@example.com', password: TEST_PASSWORD })
    ).json().data.userId;
    const token = await signIn(t, 'temp@example.com');
    const h = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/User/getAllUsers', headers: h })).statusCode).toBe(200);
    await save(superAuth, { id, fullName: 'Temp', email: 'temp@example.com', status: 'inactive' });
    expect((await t.app.inject({ url: '/api/User/getAllUsers', headers: h })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'temp@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect((await remove(adminAuth, id)).statusCode).toBe(200);
    expect(await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id))).toHaveLength(0);
    expect((await remove(adminAuth, id)).statusCode).toBe(404);
  });
});
