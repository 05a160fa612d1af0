import { z } from 'zod';
import { checkBeautyLists, productBeautyFields } from '../beauty/beauty-schema';
import { PRODUCT_TYPE_VALUES } from '../beauty/taxonomy';
import { ORDER_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { productSchema } from './catalog';
import { envelope, idParam } from './envelope';
import { orderSampleSchema } from './promotions';

/** docs/product.md#validation: additional field names are lower-cased, trimmed, spaces turned to underscores. */
export function normaliseFieldName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A multipart text field holding a number: blank or not a number gives `required`. */
const numberField = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((v) => Number.isFinite(Number(v)), required)
    .transform(Number);

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * additionalFieldsRaw (docs/product.md#the-api): a JSON object label → text. Keys are normalised (docs/product.md#validation); two
 * labels that normalise to the same key are 'Field already exists.'; empty names are ignored.
 */
const additionalFieldsRaw = z
  .string()
  .max(20_000)
  .optional()
  .transform((raw, ctx) => {
    if (!raw || raw.trim() === '') return {} as Record<string, string>;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Additional fields must be a JSON object' });
      return z.NEVER;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'Additional fields must be a JSON object' });
      return z.NEVER;
    }
    // A Map, so a label named like one of Object.prototype's members is a field like any other.
    const out = new Map<string, string>();
    for (const [label, value] of Object.entries(parsed as Record<string, unknown>)) {
      const key = normaliseFieldName(label);
      if (!key) continue;
      if (out.has(key)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.product.fieldExists });
        return z.NEVER;
      }
      out.set(key, String(value ?? '').slice(0, 2000));
    }
    return Object.fromEntries(out);
  });

/**
 * The text fields of POST /api/Products/saveProduct (multipart, docs/product.md#the-api and
 * #validation).
 */
const productFormFields = z.object({
  id: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), idParam.optional()),
  name: z
    .string({ message: MESSAGES.product.nameRequired })
    .trim()
    .min(1, MESSAGES.product.nameRequired)
    .max(200),
  description: z
    .string({ message: MESSAGES.product.descriptionRequired })
    .trim()
    .min(1, MESSAGES.product.descriptionRequired)
    .max(10_000),
  price: numberField(MESSAGES.product.priceRequired)
    .refine((v) => v > 0, MESSAGES.product.pricePositive)
    .refine((v) => v <= 1_000_000, 'Price is too high'),
  stockQuantity: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? 0 : Number(v)))
    .pipe(
      z
        .number({ message: 'Stock must be a whole number' })
        .int('Stock must be a whole number')
        .min(0, 'Stock cannot be negative')
        .max(1_000_000),
    ),
  weight: numberField(MESSAGES.product.weightRequired)
    .refine((v) => v >= 0, MESSAGES.product.weightNegative)
    .refine((v) => v <= 1000, 'Weight is too high'),
  isFeatured: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === 'on' || v === '1'),
  categoryId: z
    .string({ message: MESSAGES.product.categoryRequired })
    .trim()
    .min(1, MESSAGES.product.categoryRequired)
    .transform(Number)
    .pipe(z.number().int(MESSAGES.product.categoryRequired).positive(MESSAGES.product.categoryRequired)),
  videoLink: optionalText(2000).refine(
    (v) => v === undefined || isAbsoluteUrl(v),
    MESSAGES.product.videoInvalid,
  ),
  additionalFieldsRaw,
  deletedImages: z.array(z.string().max(200)).max(50).default([]),
  ...productBeautyFields,
});
/** With the beauty facts: lists as comma-separated text, the INCI list as pasted label text. */
export const saveProductFields = productFormFields.superRefine(checkBeautyLists);
export type SaveProductFields = z.output<typeof saveProductFields>;

export const saveProductResponse = envelope(productSchema);
export const deleteByIdQuery = z.object({ id: idParam });

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** GET /api/Products/adminList: server-side search and paging for the admin table. */
export const adminProductListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  // A category id is a PostgreSQL integer: a larger number names no category, it is not a 500.
  categoryId: z.union([z.literal('none'), idParam]).optional(),
  /** A product type, or 'none' for products without one. */
  productType: z.union([z.literal('none'), z.enum(PRODUCT_TYPE_VALUES)]).optional(),
  /** '1': only products still missing beauty facts (missingBeautyFields). */
  missingBeauty: z.enum(['1']).optional(),
  page,
  pageSize,
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** An admin table row: the product and how many shoppers wait for it to come back in stock. */
export const adminProductSchema = productSchema.extend({ waitingForStock: z.number().int() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListResponse = envelope(pagedSchema(adminProductSchema));

/* ------------------------------------------------------------------ orders */

export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: 'Unknown order status' });

/** One row of the admin orders table (docs/product.md#what-the-store-keeps: totalAmount and shippingFee instead of total). */
export const adminOrderSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  totalAmount: z.number(),
  shippingFee: z.number(),
  itemCount: z.number().int(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  subtotal: z.number(),
  /** The promo code and what it took off; the free sample to pack (docs/product.md#checkout). */
  discount: z.number(),
  promoCode: z.string().nullable(),
  sample: orderSampleSchema.nullable(),
  paymentMethod: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  items: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      imgURL: z.string().nullable(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
  shippingAddress: z.object({
    fullName: z.string(),
    email: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  history: z.array(
    z.object({ status: orderStatusSchema, note: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const getAllOrdersResponse = envelope(z.array(adminOrderSchema));
export const adminOrderListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: orderStatusSchema.optional(),
  page,
  pageSize,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;
export const adminOrderListResponse = envelope(
  pagedSchema(adminOrderSchema).extend({
    statusCounts: z.record(z.string(), z.number().int()),
  }),
);
export const orderIdQuery = z.object({ orderId: z.string().trim().min(1).max(40) });
export const adminOrderDetailResponse = envelope(adminOrderDetailSchema);
/**
 * Shipped asks who carries the parcel and its number (both optional, both kept; a number is never
 * made up): a known carrier by its id (carriers.ts), any other by its name.
 */
export const updateOrderStatusQuery = z.object({
  orderId: z.string().trim().min(1).max(40),
  status: z.string().trim().toLowerCase().pipe(orderStatusSchema),
  carrier: z
    .string()
    .trim()
    .max(60, 'A carrier is 60 characters or fewer')
    .optional()
    .transform((v) => v || undefined),
  trackingNumber: z
    .string()
    .trim()
    .max(40, 'A tracking number is 40 characters or fewer')
    .regex(/^[A-Za-z0-9 -]*$/, 'A tracking number is letters, numbers, spaces and -')
    .optional()
    .transform((v) => v?.replace(/\s+/g, ' ') || undefined),
});
export const updateOrderStatusResponse = envelope(adminOrderSchema);

/** Upload refusals (docs/product.md#security: uploads must decode as images). */
export const IMAGE_MESSAGES = {
  invalid: 'Each image must be a JPEG, PNG, WebP, GIF or AVIF picture',
  tooManyPixels: 'Each image must be at most 40 megapixels',
  tooLarge: 'Each image must be 10 MB or smaller',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
} as const;
