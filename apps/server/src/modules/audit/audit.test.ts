import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@seoul-glow/shared';
import { contactMessages } from '../../db/schema';
import { callApi } from '../../../test/api';
import { TEST_PASSWORD, createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import {
  insertCategory,
  insertOrder,
  insertProduct,
  multipart,
  pngImage,
} from '../../../test/admin-fixtures';
import { actionOf } from './audit-summary';

let t: TestApp;
let auditor: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  auditor = await createAdmin(t, { role: 'superadmin', email: 'auditor@example.com' });
});
afterAll(() => t?.close());

interface AuditRowText {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  ip: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  status: number;
  changes: { field: string; before?: string; after?: string }[];
  detail: string | null;
}

async function rowsAfter(id: number): Promise<AuditRowText[]> {
  const { rows } = await t.database.pool.query<AuditRowText>(
    'SELECT id::int, actor_id, actor_email, ip, action, entity, entity_id, status, changes, detail FROM audit_log WHERE id > $1 ORDER BY id',
    [id],
  );
  return rows;
}
async function lastId(): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number | null }>(
    'SELECT max(id)::int AS id FROM audit_log',
  );
  return rows[0]!.id ?? 0;
}

function adminWrites(group: object): Endpoint[] {
  return Object.values(group).flatMap((value: object) =>
    'method' in value && 'path' in value
      ? (value as Endpoint).access !== 'public' && (value as Endpoint).method !== 'GET'
        ? [value as Endpoint]
        : []
      : adminWrites(value),
  );
}

function superadminReads(group: object): Endpoint[] {
  return Object.values(group).flatMap((value: object) =>
    'method' in value && 'path' in value
      ? (value as Endpoint).access === 'superadmin' && (value as Endpoint).method === 'GET'
        ? [value as Endpoint]
        : []
      : superadminReads(value),
  );
}

type CallInput = {
  query?: Record<string, string | number>;
  body?: object;
  form?: ReturnType<typeof multipart>;
};

/** Inputs that make the known writes succeed; any other admin write is called bare (and must still be recorded). */
const inputs: Record<string, () => Promise<CallInput>> = {
  'auth.register': async () => ({
    body: { fullName: 'Registered', email: 'registered@example.com', password: 'rose-petal-123' },
  }),
  'auth.changePassword': async () => ({
    body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
  }),
  'admin.products.save': async () => {
    const category = await insertCategory(t);
    const form = multipart(
      {
        name: 'Audited Serum',
        description: 'Made to be audited',
        price: '19.50',
        weight: '0.2',
        stockQuantity: '4',
        categoryId: String(category.id),
      },
      [{ field: 'images', name: 'serum.png', type: 'image/png', data: await pngImage() }],
    );
    return { form };
  },
  'admin.products.remove': async () => ({
    query: { id: (await insertProduct(t, null, { name: 'To Remove' })).id },
  }),
  'admin.categories.save': async () => ({ form: multipart({ name: 'Audited Category' }) }),
  'admin.categories.remove': async () => ({ query: { id: (await insertCategory(t)).id } }),
  'admin.orders.updateStatus': async () => {
    const product = await insertProduct(t, null);
    const order = await insertOrder(t, [{ productId: product.id, quantity: 1, unitPriceCents: 2500 }]);
    return { query: { orderId: order.publicId, status: 'shipped' } };
  },
  'admin.users.save': async () => ({
    body: { fullName: 'Audited Admin', email: 'audited-admin@example.com', password: 'rose-petal-123' },
  }),
  'admin.users.remove': async () => ({ query: { id: (await createAdmin(t, { role: 'admin' })).id } }),
  'admin.inbox.markRead': async () => {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'N', email: 'n@example.com', subject: 'other', message: 'Hello' })
      .returning();
    return { query: { id: row!.id, read: 'true' } };
  },
  'twoFactor.setup': async () => ({ body: { currentPassword: TEST_PASSWORD } }),
};

/** Writes whose success these inputs guarantee (the rest may answer 4xx: they are recorded all the same). */
const MUST_SUCCEED = Object.keys(inputs);

describe('the audit log has a row for every admin write', () => {
  const writes = adminWrites(endpoints);

  it('knows the admin writes of today (and any added later)', () => {
    expect(writes.length).toBeGreaterThanOrEqual(MUST_SUCCEED.length);
  });

  for (const endpoint of writes) {
    const action = actionOf(endpoint);
    it(`${endpoint.method} ${endpoint.path} (${action})`, async () => {
      const input = (await inputs[action]?.()) ?? {};
      const token = await signIn(t, auditor.email);
      const before = await lastId();
      const query = new URLSearchParams(
        Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api${endpoint.path.replace(/:[A-Za-z]+/g, '1')}${query ? `?${query}` : ''}`,
        headers: { authorization: `Bearer ${token}`, ...(input.form?.headers ?? {}) },
        remoteAddress: '10.88.0.9',
        ...(input.form ? { payload: input.form.payload } : input.body ? { payload: input.body } : {}),
      });
      if (MUST_SUCCEED.includes(action)) expect(res.statusCode, res.body).toBeLessThan(300);
      const rows = (await rowsAfter(before)).filter((r) => r.action === action);
      expect(rows, `no audit row for ${action}`).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_id: auditor.id,
        actor_email: auditor.email,
        ip: '10.88.0.9',
        status: res.statusCode,
      });
      if (res.statusCode >= 400) expect(rows[0]!.changes).toEqual([]);
      expect(JSON.stringify(rows[0])).not.toContain(TEST_PASSWORD);
      expect(JSON.stringify(rows[0])).not.toContain('rose-petal-123');
    });
  }

  it('describes what changed: an order status, an admin user, a product', async () => {
    const rows = await rowsAfter(0);
    const order = rows.find((r) => r.action === 'admin.orders.updateStatus' && r.status === 200)!;
    expect(order.entity_id).toMatch(/^SG-/);
    expect(order.changes).toContainEqual({ field: 'status', before: 'pending', after: 'shipped' });
    const user = rows.find((r) => r.action === 'admin.users.save' && r.status === 200)!;
    expect(user.changes).toContainEqual({ field: 'email', after: 'audited-admin@example.com' });
    const product = rows.find((r) => r.action === 'admin.products.save' && r.status === 200)!;
    expect(product.changes).toContainEqual({ field: 'name', after: 'Audited Serum' });
    const removed = rows.find((r) => r.action === 'admin.users.remove' && r.status === 200)!;
    expect(removed.changes.map((c) => c.field)).toContain('email');
    expect(removed.changes.every((c) => c.after === undefined)).toBe(true);
  });

  it("records every superadmin-only read but the log itself (an export hands out a shopper's data)", async () => {
    const reads = superadminReads(endpoints).filter((e) => e !== endpoints.admin.audit.list);
    for (const endpoint of reads) {
      const token = await signIn(t, auditor.email);
      const before = await lastId();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${endpoint.path}?email=${encodeURIComponent('jane.shopper@example.com')}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const rows = (await rowsAfter(before)).filter((r) => r.action === actionOf(endpoint));
      expect(rows, endpoint.path).toHaveLength(1);
      expect(rows[0]!.status).toBe(res.statusCode);
      expect(JSON.stringify(rows[0])).not.toContain('jane.shopper@');
    }
    const token = await signIn(t, auditor.email);
    const before = await lastId();
    expect((await callApi(t.app, endpoints.admin.audit.list, { token, query: {} })).status).toBe(200);
    expect((await rowsAfter(before)).filter((r) => r.action === 'admin.audit.list')).toEqual([]);
  });

  it('does not record reads, nor calls without a valid token', async () => {
    const before = await lastId();
    const token = await signIn(t, auditor.email);
    expect((await callApi(t.app, endpoints.admin.dashboard.stats, { token })).status).toBe(200);
    expect((await callApi(t.app, endpoints.admin.users.list, { token })).status).toBe(200);
    const anonymous = await callApi(t.app, endpoints.admin.users.remove, { query: { id: auditor.id } });
    expect(anonymous.status).toBe(401);
    expect((await rowsAfter(before)).map((r) => r.action)).toEqual(['auth.login']);
  });
});

describe('sign-ins in the audit log', () => {
  it('records a sign-in, a wrong password and an unknown email, none with the password typed', async () => {
    const admin = await createAdmin(t, { role: 'admin', email: 'signs-in@example.com' });
    const before = await lastId();
    const login = (email: string, password: string) =>
      callApi(t.app, endpoints.auth.login, { body: { email, password }, remoteAddress: '10.88.1.1' });
    expect((await login(admin.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(admin.email, 'Hunter2-typed')).status).toBe(401);
    expect((await login('ghost@example.com', 'Hunter3-typed')).status).toBe(401);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.action, r.status, r.actor_email, r.entity])).toEqual([
      ['auth.login', 200, admin.email, 'sign-in'],
      ['auth.login', 401, admin.email, 'sign-in'],
      ['auth.login', 401, null, 'sign-in'],
    ]);
    expect(rows.every((r) => r.ip === '10.88.1.1')).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Hunter');
    expect(text).not.toContain('ghost@example.com');
  });
});

describe('GET /api/Audit/getAll (Settings → Activity)', () => {
  it('is for superadmins only', async () => {
    const plain = await createAdmin(t, { role: 'admin', email: 'plain-reader@example.com' });
    const res = await callApi(t.app, endpoints.admin.audit.list, {
      token: await signIn(t, plain.email),
      query: {},
    });
    expect(res.status).toBe(403);
  });

  it('lists newest first with paging, and filters by actor, area, action and days', async () => {
    const token = await signIn(t, auditor.email);
    const list = (query: Record<string, string | number>) =>
      callApi(t.app, endpoints.admin.audit.list, { token, query });
    const all = await list({ pageSize: 5 });
    expect(all.status).toBe(200);
    expect(all.data.items).toHaveLength(5);
    expect(all.data.total).toBeGreaterThan(20);
    const times = all.data.items.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await list({ pageSize: 5, page: 2 });
    expect(page2.data.items[0]!.id).toBeLessThan(all.data.items[4]!.id);

    expect(all.data.actors).toContainEqual({ id: auditor.id, email: auditor.email });
    expect(all.data.entities).toEqual(expect.arrayContaining(['products', 'orders', 'users', 'sign-in']));

    const byActor = await list({ actorId: auditor.id, pageSize: 100 });
    expect(byActor.data.items.every((i) => i.actorId === auditor.id)).toBe(true);
    const byEntity = await list({ entity: 'orders' });
    expect(byEntity.data.items.length).toBeGreaterThan(0);
    expect(byEntity.data.items.every((i) => i.entity === 'orders')).toBe(true);
    const byAction = await list({ action: 'admin.products' });
    expect(new Set(byAction.data.items.map((i) => i.action))).toEqual(
      new Set(['admin.products.save', 'admin.products.remove', 'admin.products.importCsv']),
    );
    expect(byAction.data.items[0]!.actionLabel).toMatch(/product/i);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).data.total).toBe(all.data.total);
    expect((await list({ from: '2001-01-01', to: '2001-01-31' })).data.total).toBe(0);
    expect((await list({ from: today, to: '2001-01-01' })).status).toBe(400);
    // Year 0000 is ISO 8601 but no PostgreSQL date: a clear 400, not a failed query.
    expect((await list({ from: '0000-02-29' })).status).toBe(400);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const pool = t.database.pool;
    await t.app.services.audit.record({ actor: null, ip: null, action: 'test.row', status: 200 });
    for (const statement of [
      `UPDATE audit_log SET actor_email = 'someone-else@example.com'`,
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(pool.query(statement), statement).rejects.toThrow(/audit_log is append-only/);
    }
    expect(await lastId()).toBeGreaterThan(0);
  });
});
