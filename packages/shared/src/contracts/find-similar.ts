import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../beauty/taxonomy';
import { similarProductSchema } from './catalog';

/**
 * The find_similar store tool (docs/product.md#similar-formulas-for-less): the products with the
 * most similar formulas to one the store sells, or, for one it does not sell, the products of a
 * type built around an ingredient the shopper named.
 */
export const findSimilarInput = z
  .object({
    productId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .describe('A product of this store to find similar formulas to'),
    productType: z
      .enum(PRODUCT_TYPE_VALUES)
      .optional()
      .describe('For a product the store does not sell: its type (with `ingredient`)'),
    ingredient: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .describe('For a product the store does not sell: the key ingredient the shopper named ("vitamin c")'),
    cheaper: z.boolean().optional().describe('Only products that cost less than productId (default true)'),
  })
  .refine((input) => input.productId !== undefined || input.ingredient !== undefined, {
    message: 'Give productId, or ingredient (with productType when known)',
  });

export const findSimilarOutput = z.object({
  /** At most three, most similar first; each names the key ingredients it shares. */
  products: z.array(similarProductSchema.extend({ url: z.string() })),
});
