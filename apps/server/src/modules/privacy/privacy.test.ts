import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { ADDRESS, buy, confirm, seedBuyingFixtures } from '../../../test/buying';
import { ERASED } from '../orders/orders.personal-data';
import { PERSONAL_DATA_HOLDERS } from './personal-data-holders';
import { PrivacyService } from './privacy.service';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
let superToken: string;
let adminToken: string;
let orderId: string;
const OTHER = 'someone.else@example.com';

beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
  superToken = await signIn(t, (await createAdmin(t, { role: 'superadmin' })).email);
  adminToken = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
  orderId = (await buy(t, [{ productId: f.essence.id, quantity: 1 }])).placed.data.orderId;
  const contact = { name: 'Jane Buyer', subject: 'order-support' as const, message: 'Where is my serum?' };
  await callApi(t.app, endpoints.contact.submit, {
    body: { ...contact, email: ADDRESS.email.toUpperCase(), orderNumber: orderId },
  });
  await callApi(t.app, endpoints.contact.submit, { body: { ...contact, name: 'Other', email: OTHER } });
  await callApi(t.app, endpoints.newsletter.subscribe, { body: { email: ADDRESS.email } });
  await callApi(t.app, endpoints.newsletter.subscribe, { body: { email: OTHER } });
});
afterAll(() => t.close());

const exportOf = (email: string, token = superToken) =>
  callApi(t.app, endpoints.admin.privacy.export, { query: { email }, token });
const erase = (email: string, token = superToken) =>
  callApi(t.app, endpoints.admin.privacy.erase, { body: { email }, token });
const section = (data: { sections: { holder: string; records: unknown[] }[] }, holder: string) =>
  data.sections.find((s) => s.holder === holder)!.records;

describe('Settings → Privacy', () => {
  it('is for superadmins only', async () => {
    expect((await exportOf(ADDRESS.email, adminToken)).status).toBe(403);
    expect((await erase(ADDRESS.email, adminToken)).status).toBe(403);
    expect((await exportOf(ADDRESS.email, '')).status).toBe(401);
    expect((await erase('not an email')).status).toBe(400);
  });

  it('exports everything kept about an address, any case, and nothing of anyone else', async () => {
    const res = await exportOf(`  ${ADDRESS.email.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.data;
    expect(data.sections.map((s) => s.holder)).toEqual(
      expect.arrayContaining(['orders', 'payments', 'contactMessages', 'newsletter', 'mails']),
    );
    const [order] = section(data, 'orders') as {
      orderId: string;
      shippingAddress: { addressLine1: string };
    }[];
    expect(order).toMatchObject({
      orderId,
      email: ADDRESS.email,
      fullName: ADDRESS.fullName,
      cardLast4: '4242',
    });
    expect(order!.shippingAddress.addressLine1).toBe(ADDRESS.addressLine1);
    expect(section(data, 'payments')).toHaveLength(1);
    expect(section(data, 'contactMessages')).toEqual([
      expect.objectContaining({ message: 'Where is my serum?', orderNumber: orderId }),
    ]);
    expect(section(data, 'newsletter')).toHaveLength(1);
    expect(section(data, 'mails')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'order-confirmation', to: ADDRESS.email })]),
    );
    expect(JSON.stringify(data)).not.toContain(OTHER);
  });

  it('erases an address: messages and sign-ups deleted, orders kept for the books without the person', async () => {
    const kept = (await callApi(t.app, endpoints.orders.details, { query: { orderId } })).data;
    // The address the checkout recorded with the payment, as the reconciler keeps it.
    await t.database.pool.query(`UPDATE payment_intents SET shipping_address = $1 WHERE email = $2`, [
      JSON.stringify(ADDRESS),
      ADDRESS.email,
    ]);
    const before = (await exportOf(ADDRESS.email)).data;
    expect(section(before, 'payments')[0]).toMatchObject({
      shippingAddress: { addressLine1: ADDRESS.addressLine1 },
    });
    const res = await erase(ADDRESS.email);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.data.sections.map((s) => [s.holder, [s.action, s.count]]))).toMatchObject({
      orders: ['anonymised', 1],
      payments: ['anonymised', 1],
      contactMessages: ['deleted', 1],
      newsletter: ['deleted', 1],
      mails: ['deleted', section(before, 'mails').length],
    });
    const after = (await exportOf(ADDRESS.email)).data;
    expect(after.sections.every((s) => s.records.length === 0)).toBe(true);
    const intents = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM payment_intents WHERE shipping_address IS NOT NULL OR email = $1`,
      [ADDRESS.email],
    );
    expect(intents.rows[0].n).toBe(0);

    const { rows } = await t.database.pool.query(
      `SELECT o.email, o.full_name, o.total_cents, a.address_line1, a.address_line2, a.city, a.postal_code,
              a.state, a.country, a.email AS address_email, a.full_name AS address_name
         FROM orders o JOIN shipping_addresses a ON a.id = o.shipping_address_id WHERE o.public_id = $1`,
      [orderId],
    );
    expect(rows[0]).toEqual({
      email: ERASED.email,
      full_name: ERASED.name,
      total_cents: Math.round(kept.total * 100),
      address_line1: ERASED.text,
      address_line2: null,
      city: ERASED.text,
      postal_code: ERASED.text,
      state: ADDRESS.state,
      country: ADDRESS.country,
      address_email: ERASED.email,
      address_name: ERASED.name,
    });
    // The order still reads the same to the books: items, totals and timeline.
    expect((await callApi(t.app, endpoints.orders.details, { query: { orderId } })).data).toEqual(kept);
    // The old email no longer proves the order; someone else's data is untouched.
    const proof = await callApi(t.app, endpoints.orders.details, {
      query: { orderId, email: ADDRESS.email },
    });
    expect(proof.status).toBe(404);
    const other = (await exportOf(OTHER)).data;
    expect(section(other, 'contactMessages')).toHaveLength(1);
    expect(section(other, 'newsletter')).toHaveLength(1);
  });

  it("finds a payment by its recorded address's email too, when it differs from the intent's", async () => {
    const second = { ...ADDRESS, fullName: 'Second Person', email: 'second.person@example.com' };
    const items = [{ productId: f.toner.id, quantity: 1 }];
    const intent = (
      await callApi(t.app, endpoints.payments.createIntent, {
        body: { items, email: 'first.person@example.com', country: 'United States', shippingAddress: second },
      })
    ).data;
    // Placed or not (a place call with another email than the intent's may be refused), the
    // payment row holds the second person's name and email in its recorded address.
    await confirm(t, intent.clientSecret);

    const exported = section((await exportOf(second.email)).data, 'payments');
    expect(exported).toEqual([expect.objectContaining({ paymentId: intent.paymentIntentId, email: null })]);
    expect(JSON.stringify(exported)).not.toContain('first.person@example.com');
    const res = await erase(second.email);
    expect(res.data.sections.find((s) => s.holder === 'payments')!.count).toBe(1);
    const { rows } = await t.database.pool.query(`SELECT * FROM payment_intents WHERE id = $1`, [
      intent.paymentIntentId,
    ]);
    expect(JSON.stringify(rows[0])).not.toMatch(/second\.person|Second Person/);
    // The first email was not theirs to erase.
    expect(rows[0].email).toBe('first.person@example.com');
  });

  it('erases an address with nothing kept as a no-op', async () => {
    const res = await erase('nobody@example.com');
    expect(res.status).toBe(200);
    expect(res.data.sections.every((s) => s.count === 0)).toBe(true);
  });
});

describe('promo codes used', () => {
  it('are exported with their order and kept for the books without the address on erasure', async () => {
    const email = 'promo.shopper@example.com';
    const { placed } = await buy(t, [{ productId: f.essence.id, quantity: 1 }]);
    const { rows } = await t.database.pool.query(
      `WITH p AS (INSERT INTO promotions (code, kind, value) VALUES ('GLOWTEST', 'percent', 10) RETURNING id)
       INSERT INTO promotion_redemptions (promotion_id, order_id, email_key, exclusive, discount_cents)
       SELECT p.id, o.id, $1, true, 125 FROM p, orders o WHERE o.public_id = $2 RETURNING id`,
      [email, placed.data.orderId],
    );
    expect(rows).toHaveLength(1);
    const exported = section((await exportOf(email.toUpperCase())).data, 'promoCodes');
    expect(exported).toEqual([
      expect.objectContaining({ code: 'GLOWTEST', orderId: placed.data.orderId, discount: 1.25 }),
    ]);
    const erased = await erase(email);
    expect(erased.data.sections.find((s) => s.holder === 'promoCodes')).toMatchObject({
      action: 'anonymised',
      count: 1,
    });
    const kept = await t.database.pool.query(
      `SELECT email_key, discount_cents FROM promotion_redemptions WHERE id = $1`,
      [rows[0].id],
    );
    expect(kept.rows[0].discount_cents).toBe(125);
    expect(kept.rows[0].email_key).toMatch(/^erased:[0-9a-f]{64}$/);
  });
});

describe('the retention sweep', () => {
  it("drops old contact messages and mail copies and an abandoned checkout's email, nothing recent", async () => {
    const db = t.database.pool;
    await db.query(
      `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES
         ('Old', 'old@example.com', 'other', 'hello', now() - interval '3 years'),
         ('New', 'new@example.com', 'other', 'hello', now() - interval '1 year')`,
    );
    await db.query(
      `INSERT INTO mail_outbox (kind, to_address, subject, text_body, status, created_at) VALUES
         ('order-status-shipped', 'old@example.com', 's', 't', 'logged', now() - interval '100 days'),
         ('order-status-shipped', 'new@example.com', 's', 't', 'logged', now() - interval '10 days')`,
    );
    const intent = await callApi(t.app, endpoints.payments.createIntent, {
      body: {
        items: [{ productId: f.toner.id, quantity: 1 }],
        email: 'abandoned@example.com',
        country: 'Japan',
      },
    });
    const placed = (await buy(t, [{ productId: f.toner.id, quantity: 1 }])).intent.paymentIntentId;
    await db.query(`UPDATE payment_intents SET created_at = now() - interval '100 days' WHERE id = ANY($1)`, [
      [intent.data.paymentIntentId, placed],
    ]);
    const privacy = new PrivacyService(t.database.db, PERSONAL_DATA_HOLDERS);
    const purged = await privacy.purgeExpired(t.app.log);
    expect(purged).toMatchObject({ contactMessages: 1, mails: 1, payments: 1 });
    const left = await db.query(
      `SELECT (SELECT count(*) FROM contact_messages WHERE email IN ('old@example.com', 'new@example.com'))::int AS messages,
              (SELECT count(*) FROM mail_outbox WHERE to_address IN ('old@example.com', 'new@example.com'))::int AS mails,
              (SELECT email FROM payment_intents WHERE id = $1) AS intent_email,
              (SELECT email FROM payment_intents WHERE id = $2) AS placed_email`,
      [intent.data.paymentIntentId, placed],
    );
    // A payment that became an order keeps its email: it belongs to the books.
    expect(left.rows[0]).toEqual({
      messages: 1,
      mails: 1,
      intent_email: ERASED.email,
      placed_email: ADDRESS.email,
    });
  });
});
