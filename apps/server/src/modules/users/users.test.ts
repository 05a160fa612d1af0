import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema';
import { MESSAGES, endpoints, type AdminUserFormInput } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
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

const save = (headers: Record<string, string>, body: AdminUserFormInput) =>
  callApi(t.app, endpoints.admin.users.save, { headers, body });
const remove = (headers: Record<string, string>, id: number) =>
  callApi(t.app, endpoints.admin.users.remove, { headers, query: { id } });
const listUsers = (headers: Record<string, string>) =>
  callApi(t.app, endpoints.admin.users.list, { headers });

describe('admin user form rules (docs/product.md#validation)', () => {
  it.each([
    [{ fullName: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'BOSS@example.com' }, 'Email already exists'],
    // Long enough, but on the lists of common and leaked passwords.
    [{ password: 'Password1' }, MESSAGES.user.passwordCommon],
    [{ password: 'iloveyou' }, MESSAGES.user.passwordCommon],
  ])('%o → %s', async (override, message) => {
    const res = await save(superAuth, {
      fullName: 'New',
      email: 'new@example.com',
      password: 'rose-petal1',
      ...override,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.errors).toContain(message);
  });

  it('a common password creates nobody, and on an edit keeps the current one', async () => {
    const refused = await save(superAuth, {
      fullName: 'Weak',
      email: 'weak@example.com',
      password: 'qwerty123',
    });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([MESSAGES.user.passwordCommon]);
    expect((await listUsers(superAuth)).data.some((u) => u.email === 'weak@example.com')).toBe(false);
    const edit = await save(superAuth, {
      id: adminId,
      fullName: 'Staff',
      email: 'staff@example.com',
      password: 'letmein1',
    });
    expect(edit.errors).toEqual([MESSAGES.user.passwordCommon]);
    expect(await signIn(t, 'staff@example.com', TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('creates with role admin and status active by default; lists lastLogin Never', async () => {
    const res = await save(adminAuth, {
      fullName: 'Helper',
      email: 'helper@example.com',
      password: 'rose-petal1',
    });
    expect(res.status).toBe(200);
    const list = (await listUsers(adminAuth)).data;
    const helper = list.find((u) => u.id === res.data.userId);
    expect(helper).toMatchObject({ name: 'Helper', role: 'admin', status: 'active', lastLogin: 'Never' });
    expect(list.find((u) => u.id === superId)!.lastLogin).not.toBe('Never');
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('edit: blank password keeps it, a new one replaces it, email is read-only', async () => {
    const id = (
      await save(superAuth, { fullName: 'Edit Me', email: 'editme@example.com', password: 'first-pass' })
    ).data.userId;
    expect(
      (await save(superAuth, { id, fullName: 'Edited', email: 'editme@example.com', password: '' })).status,
    ).toBe(200);
    await signIn(t, 'editme@example.com', 'first-pass');
    expect(
      (await save(superAuth, { id, fullName: 'Edited', email: 'editme@example.com', password: 'abc' }))
        .errors,
    ).toEqual(['Password must be at least 6 characters']);
    await save(superAuth, { id, fullName: 'Edited', email: 'editme@example.com', password: 'second-pass' });
    await signIn(t, 'editme@example.com', 'second-pass');
    const changed = await save(superAuth, { id, fullName: 'Edited', email: 'other@example.com' });
    expect(changed.status).toBe(400);
  });
});

describe('docs/product.md#security protections', () => {
  it('only a superadmin creates, promotes or edits a superadmin', async () => {
    expect(
      (
        await save(adminAuth, {
          fullName: 'X',
          email: 'x@example.com',
          password: 'rose-petal1',
          role: 'superadmin',
        })
      ).status,
    ).toBe(403);
    const plain = (
      await save(superAuth, { fullName: 'Plain', email: 'plain@example.com', password: 'rose-petal1' })
    ).data.userId;
    expect(
      (
        await save(adminAuth, {
          id: plain,
          fullName: 'Plain',
          email: 'plain@example.com',
          role: 'superadmin',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await save(adminAuth, {
          id: superId,
          fullName: 'Renamed',
          email: 'boss@example.com',
          role: 'superadmin',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await save(superAuth, {
          id: plain,
          fullName: 'Plain',
          email: 'plain@example.com',
          role: 'superadmin',
        })
      ).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, superId));
    expect(row!.fullName).toBe('Test Admin');
  });

  it('no superadmin is deleted, nobody deletes or deactivates themselves', async () => {
    const res = await remove(superAuth, superId);
    expect(res.status).toBe(403);
    const other = (
      await save(superAuth, {
        fullName: 'S2',
        email: 's2@example.com',
        password: 'rose-petal1',
        role: 'superadmin',
      })
    ).data.userId;
    expect((await remove(superAuth, other)).errors).toEqual(['Cannot delete Super Admin user']);
    expect((await remove(adminAuth, adminId)).status).toBe(403);
    expect(
      (await save(adminAuth, { id: adminId, fullName: 'Me', email: 'staff@example.com', status: 'inactive' }))
        .status,
    ).toBe(403);
    expect((await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, adminId)))[0]!.status).toBe(
      'active',
    );
  });

  it('deactivating an admin locks them out at once; deleting removes them', async () => {
    const id = (
      await save(superAuth, { fullName: 'Temp', email: 'temp@example.com', password: TEST_PASSWORD })
    ).data.userId;
    const token = await signIn(t, 'temp@example.com');
    const h = { authorization: `Bearer ${token}` };
    expect((await listUsers(h)).status).toBe(200);
    await save(superAuth, { id, fullName: 'Temp', email: 'temp@example.com', status: 'inactive' });
    expect((await listUsers(h)).status).toBe(401);
    const login = await callApi(t.app, endpoints.auth.login, {
      body: { email: 'temp@example.com', password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect((await remove(adminAuth, id)).status).toBe(200);
    expect(await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id))).toHaveLength(0);
    expect((await remove(adminAuth, id)).status).toBe(404);
  });
});
