import { BACK_IN_STOCK_MESSAGES, IMAGE_MESSAGES } from '@seoul-glow/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../jobs/job-queue';
import { enqueueMail } from '../mail/outbox';
import { backInStockMail } from './back-in-stock-mail';
import { closeOpenRequests, insertRequest, productStock, waitingCounts } from './back-in-stock.repository';

/** The task the restock trigger enqueues, once per restock (migrations 0013 and 0015). */
export const BACK_IN_STOCK_TASK = 'back-in-stock-mail';

/**
 * Back-in-stock requests (docs/product.md#how-things-change): kept while a product is sold out,
 * closed with one mail each when its stock returns.
 */
export class BackInStockService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string | undefined,
  ) {}

  /**
   * Records the request. The answer is the same whether or not the address already waits, so it
   * tells nobody who asked before; a product in stock again is said so (its page is public).
   */
  async request(productId: number, email: string, origin: string): Promise<string> {
    const product = await productStock(this.db, productId);
    if (!product) throw new AppError('NOT_FOUND', IMAGE_MESSAGES.productNotFound);
    if (product.stock > 0) throw new AppError('CONFLICT', BACK_IN_STOCK_MESSAGES.inStock);
    await insertRequest(this.db, { productId, email: email.trim().toLowerCase(), origin });
    return BACK_IN_STOCK_MESSAGES.requested;
  }

  /**
   * Writes the mails of a product that is back: each open request is closed and gets its outbox
   * row in one transaction. Still sold out (it sold out again before the job ran): nothing
   * happens and the requests wait for the next restock.
   */
  async notify(productId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const closed = await closeOpenRequests(tx, productId);
      for (const r of closed) {
        const origin = this.publicUrl?.replace(/\/$/, '') ?? r.origin ?? '';
        await enqueueMail(tx, backInStockMail(r.email, { id: productId, name: r.name }, origin));
      }
      return closed.length;
    });
  }

  waiting(productIds: number[]): Promise<Map<number, number>> {
    return waitingCounts(this.db, productIds);
  }

  register(queue: JobQueue): void {
    queue.task(BACK_IN_STOCK_TASK, z.object({ productId: z.number().int() }), async ({ productId }) => {
      await this.notify(productId);
    });
  }
}
