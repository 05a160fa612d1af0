import { z } from 'zod';
import { CONCERNS, SKIN_TYPES } from '../beauty/taxonomy';
import { AGE_RANGES, REVIEW_LIMITS, REVIEW_SORTS, REVIEW_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { imageVariantName } from './catalog';
import { envelope, idParam } from './envelope';

/**
 * Reviews (docs/product.md#the-api): POST /Reviews/submit (multipart), GET /Reviews/product,
 * POST /Reviews/helpful, and the admin's GET /Reviews/getAll, POST /Reviews/moderate and
 * POST /Reviews/reply.
 */

const M = MESSAGES.reviews;
const L = REVIEW_LIMITS;

/** Review photos are served from their own store, at the same widths as product images. */
export const REVIEW_PHOTOS_PREFIX = '/Images/Reviews/';
export function reviewPhotoUrl(fileName: string, width?: number): string {
  const name = width ? imageVariantName(fileName, width) : fileName;
  return `${REVIEW_PHOTOS_PREFIX}${encodeURIComponent(name)}`;
}

/** Something that looks like markup: reviews are plain text (a "<3" is fine, a "<b>" is not). */
const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;
/** Control characters other than tab and newlines never belong in typed text. */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/** Typed text: normalised, trimmed, no markup, no control characters, runs of blank lines cut. */
function plainText(min: number, max: number, tooShort: string, tooLong: string) {
  return z
    .string()
    .transform((s) =>
      s
        .normalize('NFC')
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(min, tooShort)
        .max(max, tooLong)
        .refine((s) => !HTML_TAG.test(s), M.plainText)
        .refine((s) => !hasControl(s), M.plainText),
    );
}

/** A multipart or query value left empty means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const booleanText = z.preprocess(
  (v) =>
    v === 'true' || v === true || v === '1' ? true : v === 'false' || v === false || v === '0' ? false : v,
  z.boolean({ message: M.recommendRequired }),
);

/** Concerns arrive as repeated fields or one comma-separated value. */
const concernList = z.preprocess(
  (v) => {
    const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
    return list
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .filter((c) => c !== '');
  },
  z
    .array(z.enum(CONCERNS))
    .max(L.concerns, M.tooManyConcerns)
    .transform((list) => [...new Set(list)]),
);

/** The text fields of POST /Reviews/submit; `photos` are its file parts (up to REVIEW_LIMITS.photos). */
export const submitReviewFields = z
  .object({
    orderId: z.string().trim().min(1, M.orderRequired).max(32, M.proofFailed),
    email: z.preprocess(blankToUndefined, z.string().trim().max(254).email(M.proofFailed).optional()),
    /** The signed link's token from the order page's address (`?token=`). */
    token: z.preprocess(blankToUndefined, z.string().trim().max(512).optional()),
    productId: idParam,
    rating: z.coerce
      .number({ message: M.ratingRequired })
      .int(M.ratingRequired)
      .min(1, M.ratingRequired)
      .max(5, M.ratingRequired),
    title: plainText(L.titleMin, L.titleMax, M.titleTooShort, M.titleTooLong),
    text: plainText(L.textMin, L.textMax, M.textTooShort, M.textTooLong),
    skinType: z.enum(SKIN_TYPES, { message: M.skinTypeRequired }),
    concerns: concernList,
    ageRange: z.preprocess(blankToUndefined, z.enum(AGE_RANGES).optional()),
    recommends: booleanText,
  })
  .refine((f) => f.email !== undefined || f.token !== undefined, {
    message: M.proofRequired,
    path: ['email'],
  });
export type SubmitReviewFields = z.input<typeof submitReviewFields>;

export const submitReviewResultSchema = z.object({
  id: z.number().int(),
  /** `published` shows at once; `pending` waits for an admin (a link, an email or a phone number). */
  status: z.enum(['published', 'pending']),
  message: z.string(),
});
export const submitReviewResponse = envelope(submitReviewResultSchema);

export const reviewReplySchema = z.object({ text: z.string(), at: z.string() });

/** A review as the store shows it: the reviewer's first name and initial only. */
export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  verified: z.boolean(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  concerns: z.array(z.enum(CONCERNS)),
  ageRange: z.enum(AGE_RANGES).nullable(),
  recommends: z.boolean(),
  /** Stored image files: productImageUrl builds their URLs. */
  photos: z.array(z.string()),
  helpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

const groupRating = z.object({ average: z.number(), count: z.number().int() });

/** The product's published reviews in figures; filters never change it. */
export const reviewSummarySchema = z.object({
  /** 0 with no reviews (the product itself still shows 5.0, docs/product.md#screens-and-routes). */
  average: z.number(),
  count: z.number().int(),
  /** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  distribution: z.array(z.number().int()).length(5),
  /** Share of reviewers who would recommend it, 0-1. */
  recommendShare: z.number(),
  withPhotos: z.number().int(),
  /** "People with dry skin rate it 4.6": one entry per skin type that has reviews. */
  bySkinType: z.array(groupRating.extend({ skinType: z.enum(SKIN_TYPES) })),
  byConcern: z.array(groupRating.extend({ concern: z.enum(CONCERNS) })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const reviewListQuery = z.object({
  productId: idParam,
  skinType: optionalFilter(z.enum(SKIN_TYPES)),
  concern: optionalFilter(z.enum(CONCERNS)),
  rating: optionalFilter(z.coerce.number().int().min(1).max(5)),
  withPhotos: optionalFilter(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
  sort: optionalFilter(z.enum(REVIEW_SORTS)).transform((v) => v ?? 'newest'),
  page: optionalFilter(z.coerce.number().int().min(1).max(10_000)).transform((v) => v ?? 1),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;
export type ReviewListFilters = z.output<typeof reviewListQuery>;

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: reviewSummarySchema,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export const reviewListResponse = envelope(reviewPageSchema);

export const helpfulVoteRequest = z.object({
  reviewId: idParam,
  /** The browser's random shopper id (STORAGE_KEYS.chatClientId): one vote per review each. */
  clientId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const helpfulVoteResponse = envelope(
  z.object({ helpfulCount: z.number().int(), counted: z.boolean() }),
);

// ---- Admin ----

export const REVIEW_HOLD_REASONS = ['link', 'email', 'phone'] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];

export const adminReviewSchema = reviewSchema.extend({
  productName: z.string(),
  /** The order it was written from (null for the demo reviews). */
  orderId: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** Why it waits for an admin: what the text holds. */
  heldFor: z.array(z.enum(REVIEW_HOLD_REASONS)),
  /** The reason given when it was last hidden or published by an admin. */
  moderationNote: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListQuery = z.object({
  status: optionalFilter(z.enum(REVIEW_STATUSES)),
  rating: optionalFilter(z.coerce.number().int().min(1).max(5)),
  /** Words in the title, the text or the product's name. */
  q: optionalFilter(z.string().trim().max(100)),
  page: optionalFilter(z.coerce.number().int().min(1).max(10_000)).transform((v) => v ?? 1),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuery>;

export const adminReviewListResponse = envelope(
  z.object({
    items: z.array(adminReviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z.object({ pending: z.number().int(), published: z.number().int(), hidden: z.number().int() }),
  }),
);

export const moderateReviewRequest = z
  .object({
    id: idParam,
    action: z.enum(['hide', 'publish']),
    reason: z
      .string()
      .trim()
      .max(L.reasonMax)
      .refine((s) => !hasControl(s), M.plainText)
      .optional()
      .default(''),
  })
  .refine((b) => b.action === 'publish' || b.reason.length >= L.reasonMin, {
    message: M.reasonRequired,
    path: ['reason'],
  });
export type ModerateReviewRequest = z.input<typeof moderateReviewRequest>;

/** An empty text removes the store's reply. */
export const replyReviewRequest = z.object({
  id: idParam,
  text: z.union([z.literal(''), plainText(1, L.replyMax, M.plainText, M.replyTooLong)]),
});
export type ReplyReviewRequest = z.input<typeof replyReviewRequest>;

export const adminReviewResponse = envelope(adminReviewSchema);
