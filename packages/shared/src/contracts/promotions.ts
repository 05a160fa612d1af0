import { z } from 'zod';
import { MESSAGES } from '../messages';
import { cartItemsSchema } from './cart';
import { envelope, idParam } from './envelope';

const M = MESSAGES.promo;

/** docs/product.md#checkout: what a promotion takes off. */
export const PROMOTION_KINDS = ['percent', 'fixed', 'free-shipping'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where a promotion stands now, as the admin list shows it. */
export const PROMOTION_STATES = ['live', 'paused', 'scheduled', 'expired', 'used-up'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Codes are compared without case and kept upper-case: 'glow10' is GLOW10. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/**
 * A code as a shopper sends it: optional; blank is no code. Anything that cannot be a code is
 * still passed on (upper-cased, at most 40 characters) so the shopper hears "unknown code", not a
 * field error.
 */
export const promoCodeInput = z
  .string()
  .trim()
  .max(40)
  .optional()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : undefined));

/** The free sample a shopper picks at checkout: a sample's id, or 'surprise' (the shop picks). */
export const sampleChoiceInput = z
  .union([idParam, z.literal('surprise')])
  .optional()
  .nullable()
  .transform((v) => v ?? undefined);
export type SampleChoice = number | 'surprise';

/* ------------------------------------------------------------------ shopper */

/** POST /api/Promotions/validate: would this code apply to this cart now? */
export const validatePromoRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1, M.codeRequired)
    .max(40)
    .transform((v) => v.toUpperCase()),
  items: cartItemsSchema.min(1, 'Your cart is empty'),
  email: z.string().trim().max(320).optional().nullable(),
  country: z.string().trim().max(100).optional().nullable(),
});
export type ValidatePromoRequest = z.input<typeof validatePromoRequest>;

/** An applied code: dollars off the subtotal (0 for free shipping) and its short wording. */
export const appliedPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  discount: z.number(),
  freeShipping: z.boolean(),
  /** '10% off', '$5.00 off', 'Free shipping'. */
  description: z.string(),
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;
export const validatePromoResponse = envelope(appliedPromoSchema);

/** A free sample a shopper may pick (active, in stock). */
export const sampleOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});
export type SampleOption = z.infer<typeof sampleOptionSchema>;
export const sampleOptionsResponse = envelope(z.object({ samples: z.array(sampleOptionSchema) }));

/**
 * The code the store's header promo names (docs/product.md#what-the-store-does): `value` is the
 * percentage, or dollars for a fixed amount.
 */
export interface HeaderPromotion {
  code: string;
  kind: PromotionKind;
  value: number;
  firstOrderOnly: boolean;
  /** When it stops: a page kept from before hides the promo after it. */
  endsAt: string | null;
}

/** The free sample an order carries: its name, and whether the shop picked it. */
export const orderSampleSchema = z.object({ name: z.string(), surprise: z.boolean() });
export type OrderSample = z.infer<typeof orderSampleSchema>;

/* ------------------------------------------------------------------ admin */

const optionalDate = z
  .union([z.string().trim().max(40), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const d = new Date(v);
    // Years a shop's promotion can have (and PostgreSQL can store).
    if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 9999) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid });
      return z.NEVER;
    }
    return d.toISOString();
  });

const idList = z.array(idParam).max(500).optional().default([]);

/**
 * POST /api/Promotions/savePromotion: `value` is the percentage (1-100) for percent, dollars for
 * fixed, and ignored for free shipping; money and percentages are checked to the cent.
 */
export const savePromotionRequest = z
  .object({
    id: idParam.optional().nullable(),
    code: z
      .string({ message: M.codeRequired })
      .trim()
      .min(1, M.codeRequired)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(PROMO_CODE_PATTERN, M.codeInvalid)),
    kind: z.enum(PROMOTION_KINDS, { message: M.kindRequired }),
    value: z.coerce.number({ message: M.valueRequired }).min(0).max(100_000).default(0),
    minSubtotal: z.coerce
      .number({ message: M.minSubtotalInvalid })
      .min(0, M.minSubtotalInvalid)
      .max(100_000)
      .default(0),
    startsAt: optionalDate,
    endsAt: optionalDate,
    maxUses: z.coerce
      .number()
      .int(M.maxUsesInvalid)
      .min(1, M.maxUsesInvalid)
      .max(10_000_000)
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    oncePerEmail: z.boolean().default(false),
    firstOrderOnly: z.boolean().default(false),
    showInHeader: z.boolean().default(false),
    active: z.boolean().default(true),
    categoryIds: idList,
    productIds: idList,
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && (!Number.isInteger(p.value) || p.value < 1 || p.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentInvalid });
    if (p.kind === 'fixed' && (p.value <= 0 || Math.round(p.value * 100) !== p.value * 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.amountInvalid });
    if (Math.round(p.minSubtotal * 100) !== p.minSubtotal * 100)
      ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: M.minSubtotalInvalid });
    if (p.startsAt && p.endsAt && p.endsAt <= p.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endBeforeStart });
  });
export type SavePromotionRequest = z.input<typeof savePromotionRequest>;

/** A promotion as the admin sees it, with its usage and the revenue of the orders that used it. */
export const promotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  oncePerEmail: z.boolean(),
  firstOrderOnly: z.boolean(),
  showInHeader: z.boolean(),
  active: z.boolean(),
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  state: z.enum(PROMOTION_STATES),
  description: z.string(),
  /** Orders placed with the code (uses taken). */
  uses: z.number().int(),
  /** What those orders paid, and what the code took off them, cancelled orders left out. */
  revenue: z.number(),
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListResponse = envelope(z.array(promotionSchema));
export const savePromotionResponse = envelope(promotionSchema);

/** POST /api/Promotions/saveSample: a free sample the shop gives away (never sold on its own). */
export const saveSampleRequest = z.object({
  id: idParam.optional().nullable(),
  name: z.string({ message: M.sampleNameRequired }).trim().min(1, M.sampleNameRequired).max(120),
  /** The full-size product it comes from: its photo shows beside the sample. */
  productId: idParam.optional().nullable(),
  stockQuantity: z.coerce
    .number({ message: M.sampleStockInvalid })
    .int(M.sampleStockInvalid)
    .min(0, M.sampleStockInvalid)
    .max(1_000_000),
  active: z.boolean().default(true),
});
export type SaveSampleRequest = z.input<typeof saveSampleRequest>;

export const adminSampleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  image: z.string().nullable(),
  stockQuantity: z.number().int(),
  active: z.boolean(),
  /** Orders that carried it. */
  given: z.number().int(),
});
export type AdminSample = z.infer<typeof adminSampleSchema>;
export const adminSampleListResponse = envelope(z.array(adminSampleSchema));
export const saveSampleResponse = envelope(adminSampleSchema);
