import type { ContactMessage } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { contactMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listMessages, listSubscribers, setMessageRead } from './inbox.repository';

function toMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    orderNumber: row.orderNumber,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product.md#where-we-differ-from-the-first-specification: what shoppers sent, for staff. */
export class InboxService {
  constructor(private readonly db: Db) {}

  async messages(opts: { page: number; pageSize: number; unread: boolean }) {
    const { rows, total, unread } = await listMessages(this.db, { ...opts, unreadOnly: opts.unread });
    return { items: rows.map(toMessage), total, unread, page: opts.page, pageSize: opts.pageSize };
  }

  async markRead(id: number, read: boolean): Promise<ContactMessage> {
    const row = await setMessageRead(this.db, id, read);
    if (!row) throw new AppError('NOT_FOUND', 'Message not found');
    return toMessage(row);
  }

  async subscribers(opts: { page: number; pageSize: number }) {
    const { rows, total } = await listSubscribers(this.db, opts);
    return {
      items: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
      total,
      page: opts.page,
      pageSize: opts.pageSize,
    };
  }
}
