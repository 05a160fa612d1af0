import { isoOrNull, type PersonalDataHolder } from '../../lib/personal-data';
import { deleteReviews, refreshProductRatings, reviewsOfEmail } from './reviews.repository';

/** Where review photos are kept, for an erasure (set by each app that stores them: app.ts). */
const photoRemovers = new Set<(files: string[]) => Promise<void>>();
export function registerReviewPhotoRemover(remove: (files: string[]) => Promise<void>): () => void {
  photoRemovers.add(remove);
  return () => photoRemovers.delete(remove);
}

/**
 * Reviews written from an address's orders (docs/product.md#security): exported with what the
 * reviewer typed, deleted on erasure with their photos, and the products' ratings recomputed in
 * the same transaction. Listed before the orders, whose erasure replaces the email it finds them by.
 */
export const reviewsPersonalData: PersonalDataHolder = {
  name: 'reviews',
  label: 'Product reviews',
  erasure: 'deleted',
  async export(db, email) {
    const rows = await reviewsOfEmail(db, email);
    return rows.map(({ review: r, productName, orderPublicId }) => ({
      product: productName,
      orderId: orderPublicId,
      shownAs: r.author,
      rating: r.rating,
      title: r.title,
      text: r.body,
      skinType: r.skinType,
      concerns: r.concerns,
      ageRange: r.ageRange,
      recommends: r.recommends,
      photos: r.photos,
      status: r.status,
      writtenAt: isoOrNull(r.createdAt),
    }));
  },
  async erase(tx, email) {
    const rows = await reviewsOfEmail(tx, email);
    const gone = await deleteReviews(
      tx,
      rows.map((r) => r.review.id),
    );
    await refreshProductRatings(
      tx,
      gone.map((r) => r.productId),
    );
    const photos = gone.flatMap((r) => r.photos);
    // Photos go with the rows: no address of them is kept once the rows are gone.
    for (const remove of photoRemovers) await remove(photos);
    return gone.length;
  },
};
