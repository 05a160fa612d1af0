import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  MESSAGES,
  REVIEW_LIMITS,
  type ReviewListFilters,
  type ReviewPage,
  type submitReviewFields,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogChanged } from '../catalog/catalog-cache';
import { findPurchase } from '../orders/orders.repository';
import { holdReasons, withoutBidiControls } from './review-hold';
import type { ReviewPhotos } from './review-photos';
import { authorName, toReview, toSummary } from './reviews.mapper';
import {
  insertReview,
  listPublished,
  refreshProductRatings,
  reviewExistsForOrder,
  summaryFigures,
  voteHelpful,
} from './reviews.repository';

/** The one proof that an order is the shopper's (orders/order-access.service.ts). */
export interface OrderProver {
  proveOrderAccess(
    publicId: string,
    proof: { email?: string; token?: string },
    caller: { ip: string },
  ): Promise<'none' | 'owner' | 'refused'>;
}

export type SubmitFields = z.output<typeof submitReviewFields>;

const M = MESSAGES.reviews;

/**
 * Verified reviews as shoppers write and read them (docs/product.md#how-things-change): only
 * whoever proves an order may review its products, once per order and product; a review holding
 * a link, an email or a phone number, however spelled, in what it shows (the author's name
 * included) waits for an admin, any other is published at once and the
 * product's rating follows in the same transaction.
 */
export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderProver,
    private readonly photos: ReviewPhotos,
    /** Told of every counted helpful vote (vote-sync.ts). */
    private readonly onVote: () => void = () => undefined,
  ) {}

  async submit(fields: SubmitFields, uploads: Buffer[], caller: { ip: string }) {
    if (uploads.length > REVIEW_LIMITS.photos) throw new AppError('VALIDATION', M.tooManyPhotos);
    const orderId = fields.orderId.trim().toUpperCase();
    const proof = await this.orders.proveOrderAccess(
      orderId,
      { email: fields.email, token: fields.token },
      caller,
    );
    if (proof !== 'owner') throw new AppError('NOT_FOUND', M.proofFailed);
    const purchase = await findPurchase(this.db, orderId, fields.productId);
    if (!purchase) throw new AppError('NOT_FOUND', M.notInOrder);
    if (purchase.status === 'cancelled') throw new AppError('CONFLICT', M.cancelled);
    // Before the photos are encoded: a second review costs no work.
    if (await reviewExistsForOrder(this.db, purchase.orderId, fields.productId)) {
      throw new AppError('CONFLICT', M.alreadyReviewed);
    }

    // Moderation reads what the page would show, the name from the order included, with the
    // overrides that make it show otherwise; the stored text keeps none of those.
    const shown = [authorName(purchase.fullName), fields.title, fields.text];
    const held = holdReasons(...shown);
    const [author, title, body] = shown.map(withoutBidiControls) as [string, string, string];
    const status = held.length ? ('pending' as const) : ('published' as const);
    const photos = await this.photos.store(uploads);
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        const row = await insertReview(tx, {
          productId: fields.productId,
          orderId: purchase.orderId,
          verified: true,
          author,
          rating: fields.rating,
          title,
          body,
          skinType: fields.skinType,
          concerns: fields.concerns,
          ageRange: fields.ageRange ?? null,
          recommends: fields.recommends,
          photos,
          status,
          heldFor: held,
        });
        // The unique (order, product) index decides a race between two tabs.
        if (!row) throw new AppError('CONFLICT', M.alreadyReviewed);
        if (status === 'published') await refreshProductRatings(tx, [fields.productId]);
        return row.id;
      });
    } catch (err) {
      await this.photos.remove(photos);
      throw err;
    }
    if (status === 'published') catalogChanged(this.db);
    return { id, status, message: status === 'published' ? M.published : M.held };
  }

  /** A page of a product's published reviews with the summary, read now (the API). */
  async list(filters: ReviewListFilters): Promise<ReviewPage> {
    const [{ rows, total }, figures] = await Promise.all([
      listPublished(this.db, filters.productId, filters, REVIEW_LIMITS.pageSize),
      summaryFigures(this.db, filters.productId),
    ]);
    return {
      items: rows.map(toReview),
      total,
      page: filters.page,
      pageSize: REVIEW_LIMITS.pageSize,
      summary: toSummary(figures),
    };
  }

  /**
   * One helpful vote per review for each address and browser id together (the browser's random id
   * alone is the caller's to mint; the address caps it, reviews.routes.ts), kept only as a hash.
   * The count shown on cached product pages follows in coalesced batches (vote-sync.ts).
   */
  async voteHelpful(reviewId: number, clientId: string, caller: { ip: string }) {
    const voter = createHash('sha256').update(`${caller.ip}\n${clientId}`).digest('base64url');
    const result = await voteHelpful(this.db, reviewId, voter);
    if (!result) throw new AppError('NOT_FOUND', M.notFound);
    if (result.counted) this.onVote();
    return result;
  }
}
