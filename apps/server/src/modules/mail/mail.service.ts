/**
 * Sends what the outbox holds (outbox.ts): with nodemailer when SMTP_URL is set, otherwise writes
 * it to the log and marks it `logged`. It runs as a recurring job on the job queue (one instance
 * at a time); `FOR UPDATE SKIP LOCKED` keeps a mail from being sent twice even when two flushes
 * meet (a test's flush() beside the job).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { recipientHash } from '../../lib/log-redaction';
import type { JobQueue } from '../jobs/job-queue';

type Transport = {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
};

const FROM = 'Seoul Glow <hello@seoulglow.example>';
const MAX_ATTEMPTS = 5;
const LOG_BATCH = 200;

export class MailDispatcher {
  private running: Promise<number> | undefined;
  private transport: Promise<Transport | null>;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
    /** The key of the recipient's name in the log (TokenService.deriveKey), never the address. */
    private readonly recipientKey: Buffer,
  ) {
    this.transport = smtpUrl
      ? import('nodemailer').then((m) => m.default.createTransport(smtpUrl) as unknown as Transport)
      : Promise.resolve(null);
  }

  /** Flushes the outbox every `everyMs` as the queue's recurring `mail-dispatch` job. */
  register(queue: JobQueue, everyMs = 2000): void {
    queue.every('mail-dispatch', everyMs, async () => {
      await this.flush();
    });
  }

  /** Waits for a flush in progress (the queue stops first, so none starts after). */
  async stop(): Promise<void> {
    await this.running;
  }

  /** Sends (or logs) every pending mail; returns how many were handled. One flush at a time. */
  flush(): Promise<number> {
    this.running ??= this.sendPending().finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Without SMTP_URL every pending mail is only logged: claim them in batches of LOG_BATCH, one
   * statement each (not a transaction per mail), so a rush of orders does not pile up work here.
   */
  private async logPending(): Promise<number> {
    let handled = 0;
    for (;;) {
      const { rows } = await this.db.execute<{ id: number; to_address: string; kind: string }>(sql`
        UPDATE mail_outbox SET status = 'logged', sent_at = now(), attempts = attempts + 1
        WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' ORDER BY id
                     LIMIT ${LOG_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, kind`);
      for (const mail of rows) {
        // The kind and a hash of the recipient: subjects carry order ids (docs/product.md#security).
        this.log.info(
          { mailId: mail.id, kind: mail.kind, recipient: recipientHash(mail.to_address, this.recipientKey) },
          'mail (no SMTP_URL: logged, not sent)',
        );
      }
      handled += rows.length;
      if (rows.length < LOG_BATCH) return handled;
    }
  }

  private async sendPending(): Promise<number> {
    const transport = await this.transport;
    if (!transport) return this.logPending();
    let handled = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{
          id: number;
          to_address: string;
          subject: string;
          text_body: string;
          html_body: string | null;
          attempts: number;
        }>(sql`SELECT id, to_address, subject, text_body, html_body, attempts FROM mail_outbox
               WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`);
        const mail = rows[0];
        if (!mail) return false;
        try {
          await transport.sendMail({
            from: FROM,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body ?? undefined,
          });
          await tx.execute(
            sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = ${mail.id}`,
          );
        } catch (err) {
          const failed = mail.attempts + 1 >= MAX_ATTEMPTS;
          await tx.execute(sql`UPDATE mail_outbox SET attempts = attempts + 1, last_error = ${String((err as Error).message).slice(0, 500)},
                 status = ${failed ? 'failed' : 'pending'} WHERE id = ${mail.id}`);
          this.log.warn({ mailId: mail.id, err }, 'mail not sent');
          return 'retry-later' as const;
        }
        return true;
      });
      if (done !== true) return handled;
      handled++;
    }
  }
}
