import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signIn(t, (await createAdmin(t, { role: 'admin' })).email)}` };
  await t.database.db.insert(contactMessages).values([
    {
      name: 'Old',
      email: 'old@example.com',
      subject: 'other',
      message: 'first',
      createdAt: sql`now() - interval '2 days'`,
    },
    {
      name: 'New',
      email: 'new@example.com',
      subject: 'order-support',
      message: 'second',
      orderNumber: 'SG-ABC',
    },
  ]);
  await t.database.db
    .insert(newsletterSubscribers)
    .values([
      { email: 'a@example.com', createdAt: sql`now() - interval '1 day'` },
      { email: 'b@example.com' },
    ]);
});
afterAll(() => t?.close());

describe('inbox (docs/product.md#where-we-differ-from-the-first-specification)', () => {
  it('lists contact messages newest first, marks them read and unread, and filters unread', async () => {
    const list = (await t.app.inject({ url: '/api/Contact/getAllMessages', headers: auth })).json().data;
    expect(list.items.map((m: { name: string }) => m.name)).toEqual(['New', 'Old']);
    expect(list).toMatchObject({ total: 2, unread: 2 });
    const id = list.items[0].id;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/Contact/markMessageRead?id=${id}`,
      headers: auth,
    });
    expect(read.json().data).toMatchObject({ id, read: true, orderNumber: 'SG-ABC' });
    const unread = (
      await t.app.inject({ url: '/api/Contact/getAllMessages?unread=true', headers: auth })
    ).json().data;
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    expect(unread.items[0].name).toBe('Old');
    await t.app.inject({
      method: 'POST',
      url: `/api/Contact/markMessageRead?id=${id}&read=false`,
      headers: auth,
    });
    expect(
      (await t.app.inject({ url: '/api/Contact/getAllMessages', headers: auth })).json().data.unread,
    ).toBe(2);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Contact/markMessageRead?id=99999', headers: auth }))
        .statusCode,
    ).toBe(404);
  });

  it('lists newsletter subscribers newest first with paging', async () => {
    const page = (
      await t.app.inject({ url: '/api/Newsletter/getAllSubscribers?pageSize=1', headers: auth })
    ).json().data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items[0].email).toBe('b@example.com');
  });
});
