import { z } from 'zod';
import { MESSAGES } from '../messages';
import { envelope } from './envelope';
import { cartItemsSchema, quotedLineSchema } from './cart';
import { promoCodeInput, sampleChoiceInput } from './promotions';
import { shippingQuoteSchema } from './shipping';

const M = MESSAGES.checkout;
/** The simple address pattern of docs/product.md#validation. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => z.string().trim().min(1, message).max(200);

export const emailField = z
  .string()
  .trim()
  .min(1, M.emailRequired)
  .max(320)
  .regex(EMAIL_PATTERN, M.emailInvalid);

/** docs/product.md#what-the-store-keeps checkout form / shipping address, with the docs/product.md#validation messages. */
export const shippingAddressSchema = z.object({
  email: emailField,
  fullName: required(M.fullNameRequired),
  addressLine1: required(M.addressRequired),
  addressLine2: z.string().trim().max(200).optional().nullable(),
  city: required(M.cityRequired),
  state: required(M.stateRequired),
  postalCode: z.string().trim().min(1, M.postalCodeRequired).max(20),
  country: z.string().trim().min(1).max(100),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

const nonEmptyItems = cartItemsSchema.min(1, 'Your cart is empty');

export const createPaymentIntentRequest = z.object({
  items: nonEmptyItems,
  email: emailField,
  country: z.string().trim().min(1).max(100),
  /**
   * Recorded with the payment, so the store can still place the order when the place call never
   * arrives (docs/product.md#checkout); the checkout page always sends it.
   */
  shippingAddress: shippingAddressSchema.optional(),
  /** One promo code per order (docs/product.md#checkout); the amount is priced with it. */
  promoCode: promoCodeInput,
  /** The free sample: a sample's id or 'surprise'; taken with the order. */
  sample: sampleChoiceInput,
});
export const createPaymentIntentResponse = envelope(
  z.object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    amount: z.number(),
    /** Dollars the code took off the subtotal, and the code (null without one). */
    discount: z.number(),
    promoCode: z.string().nullable(),
  }),
);

export const placeOrderRequest = z.object({
  items: nonEmptyItems,
  shippingAddress: shippingAddressSchema,
  stripeClientSecret: z.string().min(1).max(200),
  paymentIntentId: z.string().min(1).max(100),
  /** Must be the payment's own code when given; omitted, the payment's code is used. */
  promoCode: promoCodeInput,
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

/** docs/product.md#what-the-store-keeps place-order response. */
export const placeOrderResult = z.object({
  stripeClientSecret: z.string(),
  paymentIntentId: z.string(),
  orderId: z.string(),
  shippingAddressId: z.number().int(),
  /** The order's signed, expiring access token: the success page and the order page show it whole with it. */
  accessToken: z.string().optional(),
  discount: z.number(),
  promoCode: z.string().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;
export const placeOrderResponse = envelope(placeOrderResult);

/**
 * POST /api/Cart/quote (ADR 0004, 0017): the one price of a cart the store shows, with its code
 * and country. No country: no fee yet; no code: no discount. `email` lets once-per-email and
 * first-order codes be checked.
 */
export const cartQuoteRequest = z.object({
  items: cartItemsSchema,
  country: z.string().trim().max(100).optional().nullable(),
  promoCode: promoCodeInput,
  email: z.string().trim().max(320).optional().nullable(),
});
/** Each line priced now, the subtotal of the buyable lines, and the shipping quote with the code's discount. */
export const cartQuoteResponse = envelope(
  z.object({ lines: z.array(quotedLineSchema), subtotal: z.number() }).extend(shippingQuoteSchema.shape),
);
export type CartQuote = NonNullable<z.infer<typeof cartQuoteResponse>['data']>;
export type CartQuoteRequest = z.input<typeof cartQuoteRequest>;
