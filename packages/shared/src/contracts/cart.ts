import { z } from 'zod';
import { idParam } from './envelope';

/** One browser cart line (docs/product.md#what-the-store-keeps). Unknown fields (a client-sent price) are stripped. */
export const cartItemSchema = z.object({
  productId: idParam,
  quantity: z.coerce.number().int().min(1).max(999),
});
export type CartItemInput = z.infer<typeof cartItemSchema>;

export const cartItemsSchema = z.array(cartItemSchema).max(100);

/** Why a cart line cannot be bought as it stands. */
export const CART_LINE_PROBLEMS = ['missing', 'out_of_stock', 'insufficient_stock'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** A cart line priced from the server's current catalog (dollars at the edge). */
export const quotedLineSchema = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  name: z.string().nullable(),
  price: z.number().nullable(),
  image: z.string().nullable(),
  categoryName: z.string().nullable(),
  stockQuantity: z.number().int(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;
