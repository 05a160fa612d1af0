import { z } from 'zod';
import { envelope, idParam } from './envelope';

/**
 * Back-in-stock requests (docs/product.md#how-things-change): a shopper leaves an email on a
 * sold-out product and gets one mail when it returns. The answer is the same whether or not the
 * address already waits for the product, so the form tells nobody who else asked.
 */
export const BACK_IN_STOCK_MESSAGES = {
  heading: 'Sold out for now',
  prompt: "Leave your email and we'll write once, when it's back in stock.",
  button: 'Notify me',
  sending: 'Saving...',
  requested: "Thanks! We'll email you once when it's back in stock.",
  inStock: 'Good news: this product is back in stock. You can add it to your cart now.',
  failed: 'We could not save your request. Please try again.',
} as const;

export const notifyMeRequest = z.object({
  productId: idParam,
  email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email'),
});
export type NotifyMeRequest = z.input<typeof notifyMeRequest>;

export const notifyMeResponse = envelope(z.object({ message: z.string() }));
