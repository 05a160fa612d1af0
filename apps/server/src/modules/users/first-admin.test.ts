import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { verifyPassword } from '../../lib/password';
import { findAdminByEmail } from './users.repository';
import { DEMO_ADMIN, UsersService } from './users.service';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('the first superadmin (docs/architecture.md#running)', () => {
  it('refuses the demo account in production', async () => {
    await expect(new UsersService(t.db).ensureFirstAdmin(undefined, true)).rejects.toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });

  it('creates the configured superadmin once, with a hashed password', async () => {
    const users = new UsersService(t.db);
    const first = await users.ensureFirstAdmin(
      { email: 'Owner@Example.com', password: 'owner-password' },
      true,
    );
    expect(first).toMatchObject({ created: true, demo: false });
    const again = await users.ensureFirstAdmin(
      { email: 'owner@example.com', password: 'owner-password' },
      true,
    );
    expect(again.created).toBe(false);
    const row = await findAdminByEmail(t.db, 'owner@example.com');
    expect(row).toMatchObject({ role: 'superadmin', status: 'active' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'owner-password')).toBe(true);
  });

  it('creates the demo superadmin outside production when nothing is configured', async () => {
    const fresh = await createTestDatabase();
    try {
      const result = await new UsersService(fresh.db).ensureFirstAdmin(undefined, false);
      expect(result).toMatchObject({
        created: true,
        demo: true,
        email: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
      });
      await expect(new UsersService(fresh.db).ensureFirstAdmin(undefined, true)).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });
});
