import { deleteByIdQuery } from '../contracts/admin';
import { emptyResponse } from '../contracts/envelope';
import {
  adminSampleListResponse,
  promotionListResponse,
  sampleOptionsResponse,
  savePromotionRequest,
  savePromotionResponse,
  saveSampleRequest,
  saveSampleResponse,
  validatePromoRequest,
  validatePromoResponse,
} from '../contracts/promotions';
import type { Endpoint } from './endpoint';

/** Promo codes and free samples as a shopper meets them, public (docs/product.md#checkout). */
export const promotions = {
  validate: {
    method: 'POST',
    path: '/Promotions/validate',
    access: 'public',
    summary: 'Check a promo code against a cart: the discount, or why it does not apply',
    tags: ['Checkout'],
    body: validatePromoRequest,
    response: validatePromoResponse,
  },
  samples: {
    method: 'GET',
    path: '/Promotions/samples',
    access: 'public',
    summary: 'The free samples a shopper may pick at checkout (in stock)',
    tags: ['Checkout'],
    response: sampleOptionsResponse,
  },
} as const satisfies Record<string, Endpoint>;

/** Admin → Promotions: codes with their usage and revenue, and the free samples (admin). */
export const adminPromotions = {
  list: {
    method: 'GET',
    path: '/Promotions/getAllPromotions',
    access: 'admin',
    summary: 'Every promotion with its uses and revenue (admin)',
    tags: ['Admin promotions'],
    response: promotionListResponse,
  },
  save: {
    method: 'POST',
    path: '/Promotions/savePromotion',
    access: 'admin',
    summary: 'Create or update a promotion; `active: false` pauses it (admin)',
    tags: ['Admin promotions'],
    body: savePromotionRequest,
    response: savePromotionResponse,
  },
  remove: {
    method: 'DELETE',
    path: '/Promotions/deletePromotion',
    access: 'admin',
    summary: 'Delete a promotion; orders keep the code they used (admin)',
    tags: ['Admin promotions'],
    query: deleteByIdQuery,
    response: emptyResponse,
  },
  samples: {
    method: 'GET',
    path: '/Promotions/getAllSamples',
    access: 'admin',
    summary: 'Every free sample with its stock and how many were given (admin)',
    tags: ['Admin promotions'],
    response: adminSampleListResponse,
  },
  saveSample: {
    method: 'POST',
    path: '/Promotions/saveSample',
    access: 'admin',
    summary: 'Create or update a free sample (admin)',
    tags: ['Admin promotions'],
    body: saveSampleRequest,
    response: saveSampleResponse,
  },
  removeSample: {
    method: 'DELETE',
    path: '/Promotions/deleteSample',
    access: 'admin',
    summary: 'Delete a free sample; orders keep its name (admin)',
    tags: ['Admin promotions'],
    query: deleteByIdQuery,
    response: emptyResponse,
  },
} as const satisfies Record<string, Endpoint>;
