import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_SUBJECTS, MESSAGES, SUPPORT_EMAIL } from '@seoul-glow/shared';
import { contactMessages, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { CONTACT_RATE } from './contact.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Min-ji Kim',
  email: 'minji@example.com',
  subject: 'order-support',
  message: 'Where is my parcel?',
  orderNumber: 'SG-ABCDEFGHJK',
};

function submit(body: unknown, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/Contact/submitContact',
    payload: body as object,
    remoteAddress: ip,
  });
}

describe('POST /api/Contact/submitContact', () => {
  it('stores the message, answers with the exact text and notifies support', async () => {
    const res = await submit(valid, '10.0.1.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ succeeded: true, message: MESSAGES.contact.successText });
    const id = res.json().data.id as number;
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Min-ji Kim', subject: 'order-support', orderNumber: 'SG-ABCDEFGHJK' });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-message'));
    expect(
      mails.some((m) => m.toAddress === SUPPORT_EMAIL && m.textBody.includes('Where is my parcel?')),
    ).toBe(true);
  });

  it('accepts each of the six subjects and an absent order number', async () => {
    for (const [i, subject] of CONTACT_SUBJECTS.entries()) {
      const res = await submit({ ...valid, subject, orderNumber: '' }, `10.0.2.${i}`);
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'other'));
    expect(rows[0]!.orderNumber).toBeNull();
  });

  it('refuses an unknown subject, a bad email and blank required fields', async () => {
    for (const body of [
      { ...valid, subject: 'complaint' },
      { ...valid, email: 'not-an-email' },
      { ...valid, name: '   ' },
      { ...valid, message: '' },
      { name: 'x' },
    ]) {
      const res = await submit(body, '10.0.3.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().succeeded).toBe(false);
    }
    expect((await submit({ ...valid, email: 'bad' }, '10.0.3.2')).json().errors).toContain(
      'Please enter a valid email',
    );
  });

  it('rate-limits one address after the allowed number of messages', async () => {
    for (let i = 0; i < CONTACT_RATE.max; i++) expect((await submit(valid, '10.0.4.1')).statusCode).toBe(201);
    const limited = await submit(valid, '10.0.4.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await submit(valid, '10.0.4.2')).statusCode).toBe(201);
  });
});
