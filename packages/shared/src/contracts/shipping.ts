import { z } from 'zod';
import { envelope } from './envelope';
import { cartItemsSchema } from './cart';

export const availableCountriesResponse = envelope(z.object({ countries: z.array(z.string()) }));
export const userCountryResponse = envelope(z.object({ country: z.string().nullable() }));

export const calculateShippingRequest = z.object({
  items: cartItemsSchema,
  country: z.string().trim().max(100),
});
/** docs/product.md#shipping: free shipping is fee 0 with available true; an unknown country is available false. */
export const shippingQuoteSchema = z.object({
  shippingFee: z.number(),
  isFree: z.boolean(),
  available: z.boolean(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
export const calculateShippingResponse = envelope(shippingQuoteSchema);
