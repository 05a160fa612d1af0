import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { parseFields, readMultipartForm, singleFields } from '../../lib/multipart-form';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import type { ReviewsService } from './reviews.service';

const api = endpoints.reviews;

/**
 * Reviews per address (docs/product.md#constants-and-limits): a shopper reviews a few products a
 * session; a script trying order numbers or uploading photos in bulk is stopped. The order proof
 * itself has its own limits (orders/order-access.service.ts).
 */
export const REVIEW_SUBMIT_RATE: RateRule = { name: 'review-submit', max: 10, windowMs: 60 * 60_000 };
/** Helpful votes per address: a shopper reading reviews, not a script minting shopper ids. */
export const REVIEW_HELPFUL_RATE: RateRule = { name: 'review-helpful', max: 30, windowMs: 10 * 60_000 };
/**
 * And per day (docs/product.md#reviews): a new shopper id per click counts as a new voter, so
 * without this an address could add ~4,300 votes a day in bursts the rule above allows.
 */
export const REVIEW_HELPFUL_DAILY: RateRule = {
  name: 'review-helpful-day',
  max: 60,
  windowMs: 24 * 60 * 60_000,
};

export function reviewsRoutes(deps: { reviews: ReviewsService; limiter: RateLimiter }): FastifyPluginAsync {
  const { reviews, limiter } = deps;
  return async (app) => {
    route(
      app,
      api.submit,
      async (request) => {
        const form = await readMultipartForm(request);
        const fields = parseFields(api.submit.multipart.fields, singleFields(form, ['concerns']));
        const photos = form.files.filter((f) => f.field === 'photos').map((f) => f.data);
        return { succeeded: true, data: await reviews.submit(fields, photos, { ip: request.ip }) };
      },
      // Counted before the body is read: a refused caller's photos are never decoded.
      { preHandler: limiter.guard(REVIEW_SUBMIT_RATE) },
    );

    route(app, api.product, async (request) => ({
      succeeded: true,
      data: await reviews.list(request.query),
    }));

    route(
      app,
      api.helpful,
      async (request) => ({
        succeeded: true,
        data: await reviews.voteHelpful(request.body.reviewId, request.body.clientId, { ip: request.ip }),
      }),
      {
        preHandler: async (request, reply) => {
          await limiter.guard(REVIEW_HELPFUL_RATE)(request, reply);
          await limiter.guard(REVIEW_HELPFUL_DAILY)(request, reply);
        },
      },
    );
  };
}
