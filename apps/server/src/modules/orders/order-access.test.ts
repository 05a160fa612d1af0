import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES, ORDER_PERSONAL_FIELDS, endpoints } from '@seoul-glow/shared';
import { mailOutbox } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { ADDRESS, buy, seedBuyingFixtures } from '../../../test/buying';
import {
  PROOF_FAILURES_PER_ADDRESS_AND_ORDER,
  PROOF_FAILURES_PER_ORDER,
  PROOF_PER_ADDRESS,
} from './order-access.service';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedBuyingFixtures>>;
let orderId: string;
let accessToken: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedBuyingFixtures(t);
  const { placed } = await buy(t, [{ productId: f.essence.id, quantity: 2 }]);
  orderId = placed.data.orderId;
  accessToken = placed.data.accessToken!;
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test asks from its own address, so the per-address limit of one test spares the others. */
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const details = (query: { orderId: string; email?: string; token?: string }, remoteAddress = freshIp()) =>
  callApi(t.app, endpoints.orders.details, { query, remoteAddress });

async function orderPlaced() {
  const { placed } = await buy(t, [{ productId: f.toner.id, quantity: 1 }]);
  return { id: placed.data.orderId, token: placed.data.accessToken! };
}

describe('an order by its id alone', () => {
  it('shows status, timeline, items and totals and nothing personal', async () => {
    const res = await details({ orderId });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ orderId, status: 'pending', access: 'public', total: 30.99 });
    expect(res.data.items).toHaveLength(1);
    expect(res.data.timeline[0]!.status).toBe('pending');
    for (const field of ORDER_PERSONAL_FIELDS) expect(res.data).not.toHaveProperty(field);
    for (const personal of [
      ADDRESS.email,
      ADDRESS.fullName,
      ADDRESS.addressLine1,
      '4242',
      ADDRESS.postalCode,
    ]) {
      expect(res.raw.body).not.toContain(personal);
    }
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('treats empty proofs as none', async () => {
    const res = await callApi(t.app, endpoints.orders.details, {
      query: { orderId, email: '', token: '' },
      remoteAddress: freshIp(),
    });
    expect(res.data.access).toBe('public');
  });
});

describe('an order with proof', () => {
  it('is whole with the email on the order, compared case-insensitively', async () => {
    const res = await details({ orderId, email: `  ${ADDRESS.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      access: 'owner',
      email: ADDRESS.email,
      cardBrand: 'visa',
      cardLast4: '4242',
      shippingAddress: {
        fullName: ADDRESS.fullName,
        addressLine1: ADDRESS.addressLine1,
        country: 'United States',
      },
    });
  });

  it('is whole with the signed token the place call returned, also for a lower-case id', async () => {
    const res = await details({ orderId: orderId.toLowerCase(), token: accessToken });
    expect(res.data).toMatchObject({ access: 'owner', email: ADDRESS.email });
  });

  it('answers a wrong email or a bad token exactly as an unknown order', async () => {
    const unknown = await details({ orderId: 'SG-0000000000' });
    const unknownWithEmail = await details({ orderId: 'SG-0000000000', email: ADDRESS.email });
    const wrongEmail = await details({ orderId, email: 'someone.else@example.com' });
    const { token: otherToken } = await orderPlaced();
    const otherOrdersToken = await details({ orderId, token: otherToken });
    const forged = await details({ orderId, token: `${accessToken.slice(0, -2)}AA` });
    expect(unknown.status).toBe(404);
    expect(unknown.errors).toEqual([MESSAGES.orders.notFoundText]);
    for (const res of [unknownWithEmail, wrongEmail, otherOrdersToken, forged]) {
      expect(res.status).toBe(unknown.status);
      expect(res.raw.body).toBe(unknown.raw.body);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    }
  });

  it('takes a good email beside a bad token', async () => {
    const res = await details({ orderId, token: 'nonsense', email: ADDRESS.email });
    expect(res.data.access).toBe('owner');
  });
});

describe('email proofs are limited', () => {
  it('per address and order: after five wrong emails that address waits, even with the right one', async () => {
    const { id, token } = await orderPlaced();
    const answers = async (target: string, ip: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < PROOF_FAILURES_PER_ADDRESS_AND_ORDER.max; i++)
        statuses.push((await details({ orderId: target, email: `guess${i}@example.com` }, ip)).status);
      const right = await details({ orderId: target, email: ADDRESS.email }, ip);
      return { statuses, right };
    };
    const known = await answers(id, '10.98.0.1');
    const unknown = await answers('SG-ZZZZZZZZZZ', '10.98.0.2');
    expect(known.statuses).toEqual(Array(PROOF_FAILURES_PER_ADDRESS_AND_ORDER.max).fill(404));
    expect(unknown.statuses).toEqual(known.statuses);
    expect(known.right.status).toBe(429);
    expect(known.right.headers['retry-after']).toBeDefined();
    expect(unknown.right.raw.body).toBe(known.right.raw.body);
    // The owner from another address is not held off by the stranger's guesses.
    expect((await details({ orderId: id, email: ADDRESS.email })).data.access).toBe('owner');
    // The signed link still works, and other orders are untouched.
    expect((await details({ orderId: id, token }, '10.98.0.1')).data.access).toBe('owner');
    expect((await details({ orderId, email: ADDRESS.email }, '10.98.0.1')).data.access).toBe('owner');
  });

  it('per order from everywhere: a ceiling far above one address, known order or not alike', async () => {
    const { id, token } = await orderPlaced();
    const spread = async (target: string) => {
      for (let i = 0; i < PROOF_FAILURES_PER_ORDER.max; i++) {
        const res = await details({ orderId: target, email: `spread${i}@example.com` });
        expect(res.status, `guess ${i + 1}`).toBe(404);
      }
      return details({ orderId: target, email: ADDRESS.email });
    };
    const known = await spread(id);
    const unknown = await spread('SG-YYYYYYYYYY');
    expect(PROOF_FAILURES_PER_ORDER.max).toBeGreaterThanOrEqual(5 * PROOF_FAILURES_PER_ADDRESS_AND_ORDER.max);
    expect(PROOF_FAILURES_PER_ORDER.windowMs).toBeLessThan(PROOF_FAILURES_PER_ADDRESS_AND_ORDER.windowMs);
    expect(known.status).toBe(429);
    expect(unknown.raw.body).toBe(known.raw.body);
    expect((await details({ orderId: id, token })).data.access).toBe('owner');
  });

  it('per address: one caller cannot walk through many orders', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < PROOF_PER_ADDRESS.max; i++) {
      const res = await details({ orderId: `SG-${String(i).padStart(10, '0')}`, email: 'a@example.com' }, ip);
      expect(res.status, `attempt ${i + 1}`).toBe(404);
    }
    expect((await details({ orderId, email: ADDRESS.email }, ip)).status).toBe(429);
    // The id alone and the signed link are not email proofs: they still answer.
    expect((await details({ orderId }, ip)).status).toBe(200);
    expect((await details({ orderId, token: accessToken }, ip)).data.access).toBe('owner');
  });
});

describe('the confirmation mail', () => {
  it('links the order page with a token that shows the order whole', async () => {
    const { id } = await orderPlaced();
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-confirmation'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const link = /\/orders\/(SG-[0-9A-Z]{10})\?token=([^\s"<]+)/.exec(mail!.textBody);
    expect(link?.[1]).toBe(id);
    expect(mail!.htmlBody).toContain(`?token=${link![2]}`);
    expect((await details({ orderId: id, token: link![2]! })).data.access).toBe('owner');
  });

  it('and so does the mail of a status change', async () => {
    const { id } = await orderPlaced();
    const token = await signIn(t, (await createAdmin(t)).email);
    const shipped = await callApi(t.app, endpoints.admin.orders.updateStatus, {
      query: { orderId: id, status: 'shipped' },
      token,
    });
    expect(shipped.status).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-status-shipped'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const link = /\/orders\/(SG-[0-9A-Z]{10})\?token=(\S+)/.exec(mail!.textBody);
    expect(link?.[1]).toBe(id);
    expect((await details({ orderId: id, token: link![2]! })).data).toMatchObject({
      access: 'owner',
      status: 'shipped',
    });
  });
});
