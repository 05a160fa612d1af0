import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { emailField } from './checkout';
import { envelope } from './envelope';
import { orderSampleSchema } from './promotions';

/** An empty proof parameter (`&email=`) is no proof: the order answers without its personal fields. */
const proof = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/**
 * GET /api/Orders/orderDetails: the order id alone answers the public view; the order's email
 * (any case) or the signed link's token answers it whole. A wrong proof is not a 400: it answers
 * exactly as an unknown order does (docs/product.md#security).
 */
export const orderDetailsQuery = z.object({
  orderId: z.string().trim().min(1).max(40),
  email: proof(320),
  token: proof(200),
});

export const orderLineSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  imgURL: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
});

/**
 * Who is asking: `public` (the order id alone: status, timeline, tracking number, items and
 * totals) or `owner` (proved by the order's email or its signed link: the personal fields too).
 */
export const ORDER_ACCESS = ['public', 'owner'] as const;
export type OrderAccess = (typeof ORDER_ACCESS)[number];

/** The personal fields of an order: present exactly when `access` is `owner` (docs/product.md#security). */
export const orderPersonalFields = {
  email: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
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
};
export const ORDER_PERSONAL_FIELDS = Object.keys(orderPersonalFields) as (keyof typeof orderPersonalFields)[];

/** docs/product.md#what-the-store-keeps order detail, plus the timeline of status changes. */
export const orderDetailSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  total: z.number(),
  subtotal: z.number(),
  shippingFee: z.number(),
  /** What the promo code took off the subtotal, and the code (docs/product.md#checkout). */
  discount: z.number(),
  promoCode: z.string().nullable(),
  /** The free sample packed with the order. */
  sample: orderSampleSchema.nullable(),
  paymentMethod: z.string(),
  trackingNumber: z.string().nullable(),
  /** Who carries the parcel, by name, and its tracking page when the carrier is a known one. */
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  items: z.array(orderLineSchema),
  timeline: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() }),
  ),
  access: z.enum(ORDER_ACCESS),
  email: orderPersonalFields.email.optional(),
  cardBrand: orderPersonalFields.cardBrand.optional(),
  cardLast4: orderPersonalFields.cardLast4.optional(),
  shippingAddress: orderPersonalFields.shippingAddress.optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailsResponse = envelope(orderDetailSchema);

/** POST /api/Orders/findMyOrders: mails links to every order of an address (docs/product.md#security). */
export const findMyOrdersRequest = z.object({ email: emailField });
export type FindMyOrdersRequest = z.input<typeof findMyOrdersRequest>;
/** The same text whether or not the address has orders. */
export const findMyOrdersResponse = envelope(z.object({ message: z.string() }));
