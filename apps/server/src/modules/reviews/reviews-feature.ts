import type { FastifyBaseLogger } from 'fastify';
import type { StoreServices } from '@seoul-glow/shared';
import type { GuideStoreReads, NonGuideStoreReads } from '../guide/guide-store-reads';
import type { Db } from '../../db/client';
import type { ImageTarget } from '../../lib/image-store';
import { ModerationService } from './moderation.service';
import { ReviewPages } from './review-pages';
import { ReviewPhotos } from './review-photos';
import { registerReviewPhotoRemover } from './reviews.personal-data';
import { ReviewsService, type OrderProver } from './reviews.service';
import { storeServicesWithReviews } from './store-services';
import { VoteSync } from './vote-sync';

/** The reviews module's parts as one app builds them (app.ts): one of each per app. */
export interface ReviewsFeature {
  reviews: ReviewsService;
  moderation: ModerationService;
  /** Puts helpful counts on the cached pages in batches (tests call syncNow). */
  votes: VoteSync;
  /** The store pages' loaders' services: the catalog's and the guide's, with a product's first page of reviews. */
  storeServices(
    catalog: Omit<NonGuideStoreReads, 'getProductReviews'>,
    guide: GuideStoreReads,
  ): StoreServices;
  close(): Promise<void>;
}

export function reviewsFeature(deps: {
  db: Db;
  /** Where review photos are kept (lib/images: a folder or a bucket). */
  photos: ImageTarget;
  orderAccess: OrderProver;
  /** The catalog's change counter, which published reviews also move (migration 0008_reviews). */
  generation: () => number;
  log: FastifyBaseLogger;
}): ReviewsFeature {
  const photos = new ReviewPhotos(deps.photos);
  const votes = new VoteSync(deps.db, (err) => deps.log.warn({ err }, 'helpful counts could not sync'));
  const reviews = new ReviewsService(deps.db, deps.orderAccess, photos, () => votes.voted());
  const pages = new ReviewPages(reviews, deps.generation);
  const unregister = registerReviewPhotoRemover((files) => photos.remove(files));
  return {
    reviews,
    moderation: new ModerationService(deps.db),
    votes,
    storeServices: (catalog, guide) => storeServicesWithReviews(catalog, guide, pages),
    async close() {
      unregister();
      await votes.close();
    },
  };
}
