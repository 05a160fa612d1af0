import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_RULE_MESSAGES, endpoints, type AdminUserFormInput } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const save = (token: string, body: AdminUserFormInput) =>
  callApi(t.app, endpoints.admin.users.save, { token, body });
const canCall = async (token: string) =>
  (await callApi(t.app, endpoints.admin.users.list, { token })).status === 200;

describe('who may create a deleted admin again (docs/product.md#who-may-do-what)', () => {
  it('refuses a plain admin re-creating an admin deleted in the last days; a superadmin may', async () => {
    const attacker = await createAdmin(t, { role: 'admin', email: 'plain-del@example.com' });
    const victim = await createAdmin(t, { role: 'admin', email: 'Deleted-Victim@example.com' });
    const token = await signIn(t, attacker.email);
    const removed = await callApi(t.app, endpoints.admin.users.remove, { token, query: { id: victim.id } });
    expect(removed.status).toBe(200);
    const again = await save(token, {
      fullName: 'Victim',
      email: 'deleted-victim@EXAMPLE.com',
      password: 'taken-over',
      role: 'admin',
      status: 'active',
    });
    expect(again.status).toBe(403);
    expect(again.errors).toEqual([USER_RULE_MESSAGES.recentlyDeleted]);
    await expect(signIn(t, victim.email, 'taken-over')).rejects.toThrow();
    // Another email is still the plain admin's to create.
    const fresh = {
      fullName: 'New',
      password: 'fresh-pass',
      role: 'admin' as const,
      status: 'active' as const,
    };
    expect((await save(token, { ...fresh, email: 'brand-new@example.com' })).status).toBe(200);

    const boss = await createAdmin(t, { role: 'superadmin', email: 'boss-recreates@example.com' });
    const byBoss = await save(await signIn(t, boss.email), { ...fresh, email: victim.email });
    expect(byBoss.status).toBe(200);
  });
});

describe('who may set a password (docs/product.md#who-may-do-what)', () => {
  it("refuses a plain admin setting another admin's password, and keeps that account", async () => {
    const attacker = await createAdmin(t, { role: 'admin', email: 'plain-a@example.com' });
    const victim = await createAdmin(t, { role: 'admin', email: 'plain-b@example.com', fullName: 'Victim' });
    const token = await signIn(t, attacker.email);
    const res = await save(token, {
      id: victim.id,
      fullName: 'Victim',
      email: victim.email,
      password: 'taken-over',
    });
    expect(res.status).toBe(403);
    expect(res.errors).toEqual([USER_RULE_MESSAGES.onlySuperAdminSetsPasswords]);
    await expect(signIn(t, victim.email, 'taken-over')).rejects.toThrow();
    expect(await signIn(t, victim.email)).toEqual(expect.any(String));
    // Editing the name without a password is still what plain admins may do.
    expect((await save(token, { id: victim.id, fullName: 'Renamed', email: victim.email })).status).toBe(200);
  });

  it('sends an admin who sets their own password through the form to the current-password way', async () => {
    const me = await createAdmin(t, { role: 'superadmin', email: 'self-pass@example.com' });
    const token = await signIn(t, me.email);
    const res = await save(token, {
      id: me.id,
      fullName: 'Me',
      email: me.email,
      role: 'superadmin',
      password: 'new-secret',
    });
    expect(res.status).toBe(403);
    expect(res.errors).toEqual([USER_RULE_MESSAGES.ownPasswordWithCurrent]);
  });

  it('lets a superadmin set a password, and every earlier token of that admin dies at once', async () => {
    const boss = await createAdmin(t, { role: 'superadmin', email: 'boss-pass@example.com' });
    const staff = await createAdmin(t, { role: 'admin', email: 'staff-pass@example.com' });
    const staffToken = await signIn(t, staff.email);
    expect(await canCall(staffToken)).toBe(true);
    const res = await save(await signIn(t, boss.email), {
      id: staff.id,
      fullName: 'Staff',
      email: staff.email,
      password: 'reset-by-boss',
    });
    expect(res.status).toBe(200);
    expect(await canCall(staffToken)).toBe(false);
    expect(await canCall(await signIn(t, staff.email, 'reset-by-boss'))).toBe(true);
  });

  it('ends the sessions of an admin whose role or status changes, not of one renamed', async () => {
    const boss = await createAdmin(t, { role: 'superadmin', email: 'boss-role@example.com' });
    const bossToken = await signIn(t, boss.email);
    const staff = await createAdmin(t, { role: 'admin', email: 'staff-role@example.com' });
    const body = { id: staff.id, fullName: 'Staff', email: staff.email };

    let token = await signIn(t, staff.email);
    expect((await save(bossToken, { ...body, fullName: 'Staff Renamed' })).status).toBe(200);
    expect(await canCall(token)).toBe(true);
    expect((await save(bossToken, { ...body, role: 'superadmin' })).status).toBe(200);
    expect(await canCall(token)).toBe(false);

    token = await signIn(t, staff.email);
    expect((await save(bossToken, { ...body, role: 'superadmin', status: 'inactive' })).status).toBe(200);
    expect((await save(bossToken, { ...body, role: 'superadmin', status: 'active' })).status).toBe(200);
    expect(await canCall(token)).toBe(false);
  });
});

describe('the last active superadmin stays one', () => {
  async function activeSuperAdmins(): Promise<number> {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin_users WHERE role = 'superadmin' AND status = 'active'`,
    );
    return rows[0]!.n;
  }

  it('two superadmins deactivating or demoting each other at once leave one, every time (20 runs)', async () => {
    for (let run = 0; run < 20; run++) {
      // Only these two are superadmins: every other superadmin of this file is demoted first.
      await t.database.db.execute(sql`UPDATE admin_users SET role = 'admin' WHERE role = 'superadmin'`);
      const a = await createAdmin(t, { role: 'superadmin', email: `race-a-${run}@example.com` });
      const b = await createAdmin(t, { role: 'superadmin', email: `race-b-${run}@example.com` });
      const [ta, tb] = await Promise.all([signIn(t, a.email), signIn(t, b.email)]);
      const change = run % 2 ? { status: 'inactive' as const } : { role: 'admin' as const };
      const results = await Promise.all([
        save(ta, { id: b.id, fullName: 'B', email: b.email, role: 'superadmin', ...change }),
        save(tb, { id: a.id, fullName: 'A', email: a.email, role: 'superadmin', ...change }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0], `run ${run}: ${JSON.stringify(results.map((r) => r.body))}`).toBe(200);
      expect(statuses[1]).toBeGreaterThanOrEqual(401);
      expect(await activeSuperAdmins(), `run ${run}`).toBe(1);
    }
  });
});
