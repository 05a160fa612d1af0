import {
  AGE_RANGES,
  CONCERNS,
  REVIEW_HOLD_REASONS,
  SKIN_TYPES,
  type AdminReview,
  type Review,
  type ReviewSummary,
} from '@seoul-glow/shared';
import type { AdminReviewRow, ReviewRow, SummaryFigures } from './reviews.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;
const allOf = <T extends string>(list: readonly T[], values: string[]): T[] =>
  values.filter((v): v is T => (list as readonly string[]).includes(v));

/** A review as shoppers see it: the author's first name and initial, never the order or email. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.body,
    author: row.author,
    verified: row.verified,
    skinType: oneOf(SKIN_TYPES, row.skinType),
    concerns: allOf(CONCERNS, row.concerns),
    ageRange: oneOf(AGE_RANGES, row.ageRange),
    recommends: row.recommends,
    photos: row.photos,
    helpfulCount: row.helpfulCount,
    createdAt: iso(row.createdAt),
    reply: row.reply && row.replyAt ? { text: row.reply, at: iso(row.replyAt) } : null,
  };
}

export function toAdminReview({ review, productName, orderPublicId }: AdminReviewRow): AdminReview {
  return {
    ...toReview(review),
    productName,
    orderId: orderPublicId,
    status: review.status,
    heldFor: allOf(REVIEW_HOLD_REASONS, review.heldFor),
    moderationNote: review.moderationNote,
    moderatedAt: isoOrNull(review.moderatedAt),
  };
}

const average = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 100) / 100);

export function toSummary(f: SummaryFigures): ReviewSummary {
  return {
    average: average(f.sum, f.count),
    count: f.count,
    distribution: [...f.stars],
    recommendShare: f.count === 0 ? 0 : Math.round((f.recommends / f.count) * 1000) / 1000,
    withPhotos: f.withPhotos,
    bySkinType: SKIN_TYPES.flatMap((skinType) => {
      const g = f.bySkinType.find((x) => x.key === skinType);
      return g ? [{ skinType, average: average(g.sum, g.n), count: g.n }] : [];
    }),
    byConcern: CONCERNS.flatMap((concern) => {
      const g = f.byConcern.find((x) => x.key === concern);
      return g ? [{ concern, average: average(g.sum, g.n), count: g.n }] : [];
    }),
  };
}

/** "Min-ji Kim" → "Min-ji K.", "Cher" → "Cher": the first name and the last name's initial only. */
export function authorName(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A shopper';
  const first = [...words[0]!].slice(0, 30).join('');
  if (words.length === 1) return first;
  const initial = [...words[words.length - 1]!][0]!.toLocaleUpperCase('en-US');
  return `${first} ${initial}.`;
}
