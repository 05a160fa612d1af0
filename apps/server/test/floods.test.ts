/**
 * Floods: the login, contact, newsletter, chat, payment confirmation and upload
 * endpoints refuse a caller who keeps going with 429, the docs/architecture.md#api-contract envelope and Retry-After, leave
 * the data alone when they refuse, and keep serving everybody else.
 */
import { MESSAGES, errorEnvelope } from '@seoul-glow/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BURST } from '../src/modules/assistant/assistant.routes';
import { SAVE_PRODUCT_RATE } from '../src/modules/admin-products/admin-products.routes';
import { THROTTLE } from '../src/modules/auth/login-throttle';
import { CONFIRM_RULE } from '../src/modules/payments/payments.service';
import { INTENT_RULE } from '../src/modules/checkout/start-payment.workflow';
import { CONTACT_RATE } from '../src/modules/contact/contact.routes';
import { NEWSLETTER_RATE } from '../src/modules/newsletter/newsletter.routes';
import { createAdmin, createTestApp, signIn, TEST_PASSWORD, type TestApp } from './app';
import { multipart } from './admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Row counts and a checksum of every table but the counters themselves (rate_limits,
 * login_throttle) and the audit log, which records a refused admin call on purpose.
 */
async function snapshot(): Promise<string> {
  const { rows } = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('rate_limits', 'login_throttle', 'audit_log', 'catalog_state')
     ORDER BY table_name`,
  );
  const parts = rows.map(
    (r) =>
      `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${r.table_name}" x)`,
  );
  const { rows: out } = await t.database.pool.query<{ s: string }>(
    `SELECT concat_ws(',', ${parts.join(', ')}) AS s`,
  );
  return out[0]!.s;
}

function expectRefused(res: LightMyRequestResponse, windowMs: number) {
  expect(res.statusCode, res.body).toBe(429);
  const body = errorEnvelope.parse(res.json());
  expect(body.errors.length).toBeGreaterThan(0);
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
}

/**
 * Sends `allowed` requests that must not be refused, then one more that must be (429), and checks
 * the refused one changed nothing.
 */
async function flood(
  allowed: number,
  windowMs: number,
  send: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (let i = 0; i < allowed; i++) {
    const res = await send(i);
    expect(res.statusCode, `request ${i + 1}: ${res.body}`).not.toBe(429);
    expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBeLessThan(500);
  }
  // The allowed requests' mails (contact, orders) are handled now, not by the outbox's job between
  // the two snapshots (a mail marked sent there once failed this test).
  await t.app.services.mail.flush();
  const before = await snapshot();
  const refused = await send(allowed);
  expectRefused(refused, windowMs);
  expect(await snapshot()).toBe(before);
  return refused;
}

describe('floods are refused with 429', () => {
  it('login: failed sign-ins from one address, then even the right password waits', async () => {
    const admin = await createAdmin(t, { email: 'flood-login@example.com' });
    const ip = '10.50.0.1';
    const login = (password: string, remoteAddress = ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { email: admin.email, password },
        remoteAddress,
      });
    // Other accounts' failures count too (the limit is per address), and never lock this one.
    const { free, baseMs } = THROTTLE.address;
    const refused = await flood(free, baseMs, (i) =>
      i < free
        ? t.app.inject({
            method: 'POST',
            url: '/api/Auth/login',
            payload: { email: `nobody-${i}@example.com`, password: 'wrong password' },
            remoteAddress: ip,
          })
        : login(TEST_PASSWORD),
    );
    expect(refused.json().errors).toEqual([MESSAGES.login.locked]);
    expect((await login(TEST_PASSWORD, '10.50.0.2')).statusCode).toBe(200);
  });

  it('contact form', async () => {
    const send = (i: number, remoteAddress = '10.51.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Contact/submitContact',
        payload: {
          name: 'Flood Sender',
          email: 'flood@example.com',
          subject: 'other',
          message: `Message number ${i}`,
        },
        remoteAddress,
      });
    await flood(CONTACT_RATE.max, CONTACT_RATE.windowMs, (i) => send(i));
    expect((await send(99, '10.51.0.2')).statusCode).toBe(201);
  });

  it('newsletter sign-up', async () => {
    const send = (i: number, remoteAddress = '10.52.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Newsletter/subscribe',
        payload: { email: `reader-${i}@example.com` },
        remoteAddress,
      });
    await flood(NEWSLETTER_RATE.max, NEWSLETTER_RATE.windowMs, (i) => send(i));
    expect((await send(99, '10.52.0.2')).statusCode).toBe(200);
  });

  it('chat messages: a burst from one address, whichever client ids it sends', async () => {
    const send = (i: number, remoteAddress = '10.53.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Chat/message',
        payload: {
          messages: [{ role: 'user', content: 'What does niacinamide do?' }],
          clientId: `flood-client-${String(i).padStart(4, '0')}`,
        },
        remoteAddress,
      });
    // Each message has a fresh client id, so the shopper's daily 15 never stops it: the address's
    // per-minute burst does (the daily ceiling per address is tested with the chat routes).
    await flood(MESSAGE_BURST.max, MESSAGE_BURST.windowMs, (i) => send(i));
    expect((await send(99, '10.53.0.2')).statusCode).toBe(200);
  });

  it('demo payment confirmation (card testing)', async () => {
    const send = (i: number, remoteAddress = '10.54.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Payments/demo/confirm',
        payload: {
          clientSecret: `pi_flood_${i}_secret_x`,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
          billingDetails: { name: 'Card Tester', email: 'tester@example.com' },
        },
        remoteAddress,
      });
    await flood(CONFIRM_RULE.max, CONFIRM_RULE.windowMs, (i) => send(i));
    expect((await send(99, '10.54.0.2')).statusCode).not.toBe(429);
  });

  it('payment start and confirmation count an IPv6 /64 as one address', async () => {
    // Each request from another address of the same /64: stepping through one's own block is no way round.
    const start = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Orders/createPaymentIntent',
        payload: { items: [{ productId: 999_999, quantity: 1 }], email: 'v6@example.com', country: 'Japan' },
        remoteAddress,
      });
    await flood(INTENT_RULE.max, INTENT_RULE.windowMs, (i) =>
      start(`2001:db8:57:1::${(i + 1).toString(16)}`),
    );
    expect((await start('2001:db8:57:2::1')).statusCode).not.toBe(429);

    const confirm = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Payments/demo/confirm',
        payload: {
          clientSecret: `pi_v6_${i}_secret_x`,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
          billingDetails: { name: 'Card Tester', email: 'tester@example.com' },
        },
        remoteAddress,
      });
    await flood(CONFIRM_RULE.max, CONFIRM_RULE.windowMs, (i) =>
      confirm(i, `2001:db8:58:1:${(i + 1).toString(16)}::7`),
    );
    expect((await confirm(99, '2001:db8:58:2::7')).statusCode).not.toBe(429);
  });

  it('product upload (saveProduct) per admin, whatever the address', async () => {
    const admin = await createAdmin(t, { email: 'flood-editor@example.com', role: 'admin' });
    const other = await createAdmin(t, { email: 'calm-editor@example.com', role: 'admin' });
    const tokens = { flood: await signIn(t, admin.email), calm: await signIn(t, other.email) };
    const send = (i: number, token = tokens.flood) => {
      // A form the contract refuses (no description): cheap, and it still counts as an attempt.
      const form = multipart({ name: `Flood ${i}`, price: '10', weight: '100', categoryId: '1' }, [
        { field: 'images', name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('not an image') },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/Products/saveProduct',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        remoteAddress: `10.55.${i % 200}.${(i * 7) % 250}`,
      });
    };
    await flood(SAVE_PRODUCT_RATE.max, SAVE_PRODUCT_RATE.windowMs, (i) => send(i));
    expect((await send(99, tokens.calm)).statusCode).toBe(400);
  });

  it('label photo upload (extractText)', async () => {
    const send = (remoteAddress = '10.56.0.1') => {
      const form = multipart({}, [
        { field: 'file', name: 'label.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/Chat/extractText',
        payload: form.payload,
        headers: form.headers,
        remoteAddress,
      });
    };
    await flood(10, 60_000, () => send());
    expect((await send('10.56.0.2')).statusCode).toBe(415);
  });
});
