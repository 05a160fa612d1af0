import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@seoul-glow/shared';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { NEWSLETTER_RATE } from './newsletter.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function subscribe(email: unknown, ip = '10.1.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/Newsletter/subscribe',
    payload: { email },
    remoteAddress: ip,
  });
}

describe('POST /api/Newsletter/subscribe', () => {
  it('stores a new address once and sends one welcome mail, idempotently', async () => {
    const first = await subscribe('glow@example.com', '10.1.1.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      succeeded: true,
      data: { alreadySubscribed: false },
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    const again = await subscribe('  GLOW@example.com ', '10.1.1.1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      data: { alreadySubscribed: true },
      message: NEWSLETTER_MESSAGES.already,
    });
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'glow@example.com'`);
    expect(rows).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'newsletter-welcome'));
    expect(mails.filter((m) => m.toAddress === 'glow@example.com')).toHaveLength(1);
  });

  it('refuses a missing or malformed email with the exact texts', async () => {
    const blank = await subscribe('', '10.1.2.1');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContain('Email is required');
    const bad = await subscribe('nope', '10.1.2.1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('Please enter a valid email');
  });

  it('rate-limits one address', async () => {
    for (let i = 0; i < NEWSLETTER_RATE.max; i++) {
      expect((await subscribe(`u${i}@example.com`, '10.1.3.1')).statusCode).toBe(200);
    }
    expect((await subscribe('late@example.com', '10.1.3.1')).statusCode).toBe(429);
    expect((await subscribe('late@example.com', '10.1.3.2')).statusCode).toBe(200);
  });
});
