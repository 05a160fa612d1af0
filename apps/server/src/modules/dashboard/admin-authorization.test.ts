import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers, categories, orders, products } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import {
  insertCategory,
  insertOrder,
  insertProduct,
  multipart,
  pngImage,
} from '../../../test/admin-fixtures';

let t: TestApp;
let productId: number;
let categoryId: number;
let orderId: string;
let otherAdminId: number;
const tokens: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const cat = await insertCategory(t, 'Skincare');
  categoryId = cat.id;
  productId = (await insertProduct(t, cat.id)).id;
  orderId = (await insertOrder(t, [{ productId, quantity: 1, unitPriceCents: 2500 }])).publicId;
  otherAdminId = (await createAdmin(t, { role: 'admin', email: 'other@example.com' })).id;

  // An expired token, signed with the app's own key: only its age is wrong.
  const admin = await createAdmin(t, { role: 'superadmin', email: 'expired@example.com' });
  const { token: expired } = await t.app.services.tokens.issue(
    { userId: admin.id, role: 'superadmin', tokenVersion: 0 },
    Date.now() - 9 * 60 * 60 * 1000,
  );
  // A deactivated admin whose token was valid a moment ago.
  const gone = await createAdmin(t, { role: 'superadmin', email: 'deactivated@example.com' });
  const goneToken = await signIn(t, gone.email);
  await t.database.db.update(adminUsers).set({ status: 'inactive' }).where(eq(adminUsers.id, gone.id));

  tokens.none = {};
  tokens.garbage = { authorization: 'Bearer not.a.token' };
  tokens.expired = { authorization: `Bearer ${expired}` };
  tokens.deactivated = { authorization: `Bearer ${goneToken}` };
});
afterAll(() => t?.close());

async function snapshot() {
  const db = t.database.db;
  return JSON.stringify({
    products: await db.select().from(products).orderBy(products.id),
    categories: await db.select().from(categories).orderBy(categories.id),
    orders: await db.select().from(orders).orderBy(orders.id),
    admins: (await db.select().from(adminUsers).orderBy(adminUsers.id)).map((a) => ({
      ...a,
      lastLoginAt: null,
    })),
  });
}

describe('every admin endpoint refuses a caller without a valid admin token', () => {
  it('answers 401 with the envelope and changes nothing', async () => {
    const png = await pngImage();
    const productForm = () =>
      multipart(
        {
          name: 'X',
          description: 'Y',
          price: '5',
          weight: '0.1',
          categoryId: String(categoryId),
          id: String(productId),
        },
        [{ field: 'images', name: 'a.png', type: 'image/png', data: png }],
      );
    const calls: {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      body?: () => { payload: unknown; headers?: Record<string, string> };
    }[] = [
      { method: 'GET', url: '/api/Dashboard/stats' },
      { method: 'GET', url: '/api/Products/adminList' },
      { method: 'POST', url: '/api/Products/saveProduct', body: productForm },
      { method: 'DELETE', url: `/api/Products/deleteProduct?id=${productId}` },
      { method: 'GET', url: '/api/Products/adminCategories' },
      {
        method: 'POST',
        url: '/api/Products/saveCategory',
        body: () => multipart({ name: 'Hacked', id: String(categoryId) }),
      },
      { method: 'DELETE', url: `/api/Products/deleteCategory?id=${categoryId}` },
      { method: 'GET', url: '/api/Orders/getAllOrders' },
      { method: 'GET', url: '/api/Orders/admin' },
      { method: 'GET', url: `/api/Orders/adminOrderDetails?orderId=${orderId}` },
      { method: 'POST', url: `/api/Orders/updateOrderStatus?orderId=${orderId}&status=cancelled` },
      { method: 'GET', url: '/api/User/getAllUsers' },
      {
        method: 'POST',
        url: '/api/User/createUser',
        body: () => ({
          payload: {
            fullName: 'Intruder',
            email: 'intruder@example.com',
            password: 'rose-petal-123',
            role: 'superadmin',
            status: 'active',
          },
        }),
      },
      { method: 'DELETE', url: `/api/User/deleteUser?id=${otherAdminId}` },
      { method: 'GET', url: '/api/Contact/getAllMessages' },
      { method: 'POST', url: '/api/Contact/markMessageRead?id=1' },
      { method: 'GET', url: '/api/Newsletter/getAllSubscribers' },
    ];
    const before = await snapshot();
    for (const [kind, headers] of Object.entries(tokens)) {
      for (const call of calls) {
        const body = call.body?.();
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          payload: body?.payload as string | undefined,
          headers: { ...headers, ...(body?.headers ?? {}) },
        });
        expect(res.statusCode, `${kind} ${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toEqual({ succeeded: false, errors: ['Authentication required'] });
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
