import { MESSAGES, REVIEW_LIMITS, type AdminReview, type ReviewStatus } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogChanged } from '../catalog/catalog-cache';
import { toAdminReview } from './reviews.mapper';
import {
  countByStatus,
  findForAdmin,
  listForAdmin,
  lockReview,
  refreshProductRatings,
  updateReview,
  type ReviewRow,
} from './reviews.repository';

const M = MESSAGES.reviews;

/** What the audit trail keeps of a moderation: the fields that changed, never the reviewer. */
export interface ModerationChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Admin → Reviews (docs/product.md#who-may-do-what): the queue by status, hiding and publishing
 * with a reason, and the store's public reply. A change that takes a review onto or off the
 * store recomputes the product's rating in the same transaction.
 */
export class ModerationService {
  constructor(private readonly db: Db) {}

  async list(filters: { status?: ReviewStatus; rating?: number; q?: string; page: number }) {
    const pageSize = REVIEW_LIMITS.adminPageSize;
    const [{ rows, total }, counts] = await Promise.all([
      listForAdmin(this.db, filters, pageSize),
      countByStatus(this.db),
    ]);
    return { items: rows.map(toAdminReview), total, page: filters.page, pageSize, counts };
  }

  async moderate(
    id: number,
    action: 'hide' | 'publish',
    reason: string,
  ): Promise<{ review: AdminReview; change: ModerationChange }> {
    const status: ReviewStatus = action === 'hide' ? 'hidden' : 'published';
    const before = await this.db.transaction(async (tx) => {
      const row = await lockReview(tx, id);
      if (!row) throw new AppError('NOT_FOUND', M.notFound);
      if (row.status === status) return row;
      await updateReview(tx, id, {
        status,
        moderationNote: reason || null,
        moderatedAt: new Date(),
      });
      await refreshProductRatings(tx, [row.productId]);
      return row;
    });
    if (before.status !== status) catalogChanged(this.db);
    return {
      review: await this.adminView(id),
      change: {
        before: { status: before.status },
        after: { status, ...(reason ? { reason } : {}) },
      },
    };
  }

  async reply(id: number, text: string): Promise<{ review: AdminReview; change: ModerationChange }> {
    const before: ReviewRow = await this.db.transaction(async (tx) => {
      const row = await lockReview(tx, id);
      if (!row) throw new AppError('NOT_FOUND', M.notFound);
      await updateReview(
        tx,
        id,
        text ? { reply: text, replyAt: new Date() } : { reply: null, replyAt: null },
      );
      return row;
    });
    if (before.status === 'published') catalogChanged(this.db);
    return {
      review: await this.adminView(id),
      change: { before: { reply: before.reply }, after: { reply: text || null } },
    };
  }

  private async adminView(id: number): Promise<AdminReview> {
    const row = await findForAdmin(this.db, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    return toAdminReview(row);
  }
}
