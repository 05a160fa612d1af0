import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { envelope } from './envelope';
import { orderSampleSchema } from './promotions';

export const orderDetailsQuery = z.object({ orderId: z.string().trim().min(1).max(40) });

export const orderLineSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  imgURL: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
});

/** docs/product.md#what-the-store-keeps order detail, plus the timeline of status changes (docs/product.md#what-the-store-keeps). */
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
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  email: z.string(),
  items: z.array(orderLineSchema),
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
  timeline: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailsResponse = envelope(orderDetailSchema);
