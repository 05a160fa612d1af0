import {
  adminReviewListQuery,
  adminReviewListResponse,
  adminReviewResponse,
  helpfulVoteRequest,
  helpfulVoteResponse,
  moderateReviewRequest,
  replyReviewRequest,
  reviewListQuery,
  reviewListResponse,
  submitReviewFields,
  submitReviewResponse,
} from '../contracts/reviews';
import { buildRoutineRequest, buildRoutineResponse } from '../contracts/skin-profile';
import type { Endpoint } from './endpoint';

/** Verified reviews as shoppers write and read them, public (docs/product.md#the-api). */
export const reviews = {
  submit: {
    method: 'POST',
    path: '/Reviews/submit',
    access: 'public',
    summary: 'Review a product of an order, proved by the order email or its signed link (multipart)',
    tags: ['Reviews'],
    multipart: {
      fields: submitReviewFields,
      files: {
        photos: { description: 'Up to 3 photos (JPEG, PNG, WebP, GIF or AVIF, 10 MB each)', many: true },
      },
    },
    response: submitReviewResponse,
    status: 201,
  },
  product: {
    method: 'GET',
    path: '/Reviews/product',
    access: 'public',
    summary: "A product's published reviews, filtered, sorted and paged, with their summary",
    tags: ['Reviews'],
    query: reviewListQuery,
    response: reviewListResponse,
  },
  helpful: {
    method: 'POST',
    path: '/Reviews/helpful',
    access: 'public',
    summary: 'Count a review as helpful, once per shopper',
    tags: ['Reviews'],
    body: helpfulVoteRequest,
    response: helpfulVoteResponse,
  },
} as const satisfies Record<string, Endpoint>;

/** Admin → Reviews: the moderation queue, hide or publish, the store's public reply (admin). */
export const adminReviews = {
  list: {
    method: 'GET',
    path: '/Reviews/getAll',
    access: 'admin',
    summary: 'Reviews by status (pending, published, hidden), searched and paged (admin)',
    tags: ['Admin reviews'],
    query: adminReviewListQuery,
    response: adminReviewListResponse,
  },
  moderate: {
    method: 'POST',
    path: '/Reviews/moderate',
    access: 'admin',
    summary: 'Hide a review (with a reason) or publish it (admin)',
    tags: ['Admin reviews'],
    body: moderateReviewRequest,
    response: adminReviewResponse,
  },
  reply: {
    method: 'POST',
    path: '/Reviews/reply',
    access: 'admin',
    summary: 'Reply publicly as the store; an empty text removes the reply (admin)',
    tags: ['Admin reviews'],
    body: replyReviewRequest,
    response: adminReviewResponse,
  },
} as const satisfies Record<string, Endpoint>;

/** The skin quiz's routine (docs/product.md#the-beauty-assistant), public. */
export const skinProfile = {
  routine: {
    method: 'POST',
    path: '/SkinProfile/routine',
    access: 'public',
    summary: 'A morning and an evening routine from in-stock products for a skin profile',
    tags: ['Skin profile'],
    body: buildRoutineRequest,
    response: buildRoutineResponse,
  },
} as const satisfies Record<string, Endpoint>;
