import { z } from 'zod';
import { envelope } from './envelope';
import { cartItemsSchema } from './cart';
import { promoCodeInput } from './promotions';

export const availableCountriesResponse = envelope(z.object({ countries: z.array(z.string()) }));
export const userCountryResponse = envelope(z.object({ country: z.string().nullable() }));

export const calculateShippingRequest = z.object({
  items: cartItemsSchema,
  country: z.string().trim().max(100),
  /** A promo code to price with: its discount comes back, or why it does not apply. */
  promoCode: promoCodeInput,
});
/** docs/product.md#shipping: free shipping is fee 0 with available true; an unknown country is available false. */
export const shippingQuoteSchema = z.object({
  shippingFee: z.number(),
  isFree: z.boolean(),
  available: z.boolean(),
  /** Dollars off the subtotal (the free-shipping rule reads the subtotal after it). */
  discount: z.number(),
  /** The applied code, null without one or when it does not apply (then `promoError` says why). */
  promoCode: z.string().nullable(),
  promoError: z.string().nullable(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
export const calculateShippingResponse = envelope(shippingQuoteSchema);
