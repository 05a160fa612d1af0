import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { recipientHash } from '../../lib/log-redaction';
import { MailDispatcher } from './mail.service';
import { enqueueMail } from './outbox';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('the mail outbox', () => {
  it('keeps no mail from a transaction that rolled back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'test', to: 'a@b.co', subject: 'Hi', text: 'Hello' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('logs pending mail when no SMTP_URL is set and marks it logged, once', async () => {
    await enqueueMail(t.db, {
      kind: 'order-confirmation',
      to: 'shopper@example.com',
      subject: 'Your order',
      text: 'Thanks',
    });
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (l: string) => lines.push(l) });
    const key = Buffer.alloc(32, 3);
    const dispatcher = new MailDispatcher(t.db, undefined, log, key);
    expect(await dispatcher.flush()).toBe(1);
    expect(await dispatcher.flush()).toBe(0);
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'logged', attempts: 1, toAddress: 'shopper@example.com' });
    // The kind and a hash of the recipient, never the address or the subject (it names the order).
    const logged = lines.join('');
    expect(logged).toContain('"kind":"order-confirmation"');
    expect(logged).toContain(`"recipient":"${recipientHash('shopper@example.com', key)}"`);
    // Keyed: a bare hash of a guessed address does not find it.
    const bare = createHash('sha256').update('shopper@example.com').digest('hex');
    expect(logged).not.toContain(bare.slice(0, 12));
    expect(logged).not.toContain('shopper@example.com');
    expect(logged).not.toContain('Your order');
  });
});
