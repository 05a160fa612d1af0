/**
 * The log of a checkout, an order lookup, Find my orders and the mails they send holds no email
 * address, no order id and no link token (docs/product.md#security), at the most talkative level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpoints } from '@seoul-glow/shared';
import { recipientHash } from '../src/lib/log-redaction';
import { FIND_ORDERS_TASK } from '../src/modules/orders/order-access.service';
import { callApi } from './api';
import { createTestApp, logLines, type TestApp } from './app';
import { ADDRESS, buy, seedBuyingFixtures } from './buying';

const { lines, stream } = logLines();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
});
afterAll(() => t.close());

/** Find my orders writes its mail from a job (the app's own worker runs it). */
async function findOrdersJobsDone(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${FIND_ORDERS_TASK}`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Find my orders jobs still waiting');
}

describe('logs without personal data', () => {
  it('logs a checkout, an order lookup and their mails without an email, an order id or a token', async () => {
    const f = await seedBuyingFixtures(t);
    const { placed, intent } = await buy(t, [{ productId: f.essence.id, quantity: 1 }]);
    const orderId = placed.data.orderId;
    const token = placed.data.accessToken!;
    await callApi(t.app, endpoints.orders.details, { query: { orderId } });
    await callApi(t.app, endpoints.orders.details, { query: { orderId, email: ADDRESS.email } });
    await callApi(t.app, endpoints.orders.details, { query: { orderId, token } });
    await callApi(t.app, endpoints.orders.details, { query: { orderId, email: 'wrong@example.com' } });
    await callApi(t.app, endpoints.orders.findMine, { body: { email: ADDRESS.email } });
    await t.app.inject({ url: `/orders/${orderId}?token=${token}` });
    await findOrdersJobsDone();
    await t.app.services.mail.flush();

    const log = lines.join('\n');
    // The test sees the requests and the mails at all: otherwise it proves nothing.
    expect(log).toContain('/api/Orders/orderDetails?orderId=[redacted]&email=[redacted]');
    expect(log).toContain('/orders/SG-[order]?token=[redacted]');
    const mails = lines
      .map((l) => JSON.parse(l) as { kind?: string; recipient?: string })
      .filter((l) => l.kind);
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-confirmation', 'order-links']);
    const mailLogKey = t.app.services.tokens.deriveKey('mail-log');
    expect(mails.every((m) => m.recipient === recipientHash(ADDRESS.email, mailLogKey))).toBe(true);

    for (const secret of [
      ADDRESS.email,
      encodeURIComponent(ADDRESS.email),
      'wrong@example.com',
      ADDRESS.fullName,
      ADDRESS.addressLine1,
      orderId,
      orderId.toLowerCase(),
      orderId.slice(3),
      token,
      token.split('.')[1]!,
      intent.clientSecret,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
