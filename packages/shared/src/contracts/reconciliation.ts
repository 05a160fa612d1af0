import { z } from 'zod';
import { pagedSchema } from './admin';
import { envelope } from './envelope';

/**
 * Payments needing attention (docs/product.md#checkout): paid payments the store had to finish
 * without the shopper, placed late or refunded, and those it is still retrying.
 */
export const PAYMENT_ATTENTION = ['placed_late', 'refunded', 'failing'] as const;
export type PaymentAttention = (typeof PAYMENT_ATTENTION)[number];

/** What the reconciler did, step by step. */
export const PAYMENT_EVENT_KINDS = [
  'found-unplaced',
  'placed-late',
  'refunded',
  'shopper-mailed',
  'attempt-failed',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const paymentAttentionQuery = z.object({
  attention: z.enum(PAYMENT_ATTENTION).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentAttentionQuery = z.input<typeof paymentAttentionQuery>;

export const paymentAttentionSchema = z.object({
  paymentIntentId: z.string(),
  attention: z.enum(PAYMENT_ATTENTION),
  /** The order number when placed late, the reason when refunded, the last error when failing. */
  note: z.string().nullable(),
  orderId: z.string().nullable(),
  email: z.string(),
  fullName: z.string().nullable(),
  amount: z.number(),
  provider: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  history: z.array(
    z.object({ at: z.string(), kind: z.enum(PAYMENT_EVENT_KINDS), note: z.string().nullable() }),
  ),
});
export type PaymentAttentionRow = z.infer<typeof paymentAttentionSchema>;

export const paymentAttentionResponse = envelope(
  pagedSchema(paymentAttentionSchema).extend({
    counts: z.object({
      placed_late: z.number().int(),
      refunded: z.number().int(),
      failing: z.number().int(),
    }),
  }),
);
