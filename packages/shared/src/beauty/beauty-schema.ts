/**
 * Input contract of a product's beauty fields (docs/product.md#validation). Lists arrive as arrays
 * or, from a form, as comma-separated text; the ingredient list as pasted label text is parsed
 * like a label. `freeFrom` is not an input: it is derived from the ingredients.
 */
import { z } from 'zod';
import { parseInciList } from '../knowledge/inci';
import { inciTokens } from '../knowledge/glossary-types';
import type { ProductBeauty } from './product-beauty';
import { CONCERNS, PRODUCT_TYPE_VALUES, SKIN_TYPES, canonicalOrder } from './taxonomy';

export const BEAUTY_LIMITS = {
  brandChars: 60,
  ingredients: 150,
  ingredientChars: 200,
  keyIngredients: 6,
  concerns: 6,
  sizeChars: 40,
  howToUseChars: 1500,
} as const;

/** An amount with a unit somewhere in it: "150 ml", "2 × 15 g (with refill)", "1 cap (35 g)". */
const SIZE_PATTERN =
  /\d(?:[.,]\d+)?\s*(?:ml|l|g|kg|oz|fl\.?\s?oz|caps?|sheets?|pads?|pcs|pieces?|patches)\b/i;

function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A list value as the lists spell it, whatever the case or spacing typed ("Dark spots": dark-spots). */
const listValue = (v: unknown) =>
  typeof v === 'string'
    ? v
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    : v;

function commaList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(listValue);
  if (typeof value !== 'string') return value;
  return value.split(',').map(listValue).filter(Boolean);
}

const ingredientName = z
  .string()
  .trim()
  .min(1, 'An ingredient name cannot be empty')
  .max(
    BEAUTY_LIMITS.ingredientChars,
    `Each ingredient name must be ${BEAUTY_LIMITS.ingredientChars} characters or fewer`,
  );

const sameName = (name: string) => inciTokens(name).join(' ');

/**
 * The fields one by one, for contracts that carry them beside others (the admin's save form);
 * such a contract applies `checkBeautyLists` too.
 */
export const productBeautyFields = {
  brand: z
    .string()
    .trim()
    .max(BEAUTY_LIMITS.brandChars, `Brand must be ${BEAUTY_LIMITS.brandChars} characters or fewer`)
    .default(''),
  productType: z.preprocess(
    (v) => (v === '' ? null : listValue(v)),
    z.enum(PRODUCT_TYPE_VALUES, { message: 'Choose a product type from the list' }).nullable().default(null),
  ),
  skinTypes: z.preprocess(
    commaList,
    z
      .array(z.enum(SKIN_TYPES, { message: 'Choose skin types from the list' }))
      .default([])
      .transform((v) => canonicalOrder(v, SKIN_TYPES)),
  ),
  concerns: z.preprocess(
    commaList,
    z
      .array(z.enum(CONCERNS, { message: 'Choose concerns from the list' }))
      .default([])
      .transform((v) => canonicalOrder(v, CONCERNS))
      .refine((v) => v.length <= BEAUTY_LIMITS.concerns, `Choose at most ${BEAUTY_LIMITS.concerns} concerns`),
  ),
  ingredients: z.preprocess(
    (v) => (typeof v === 'string' ? parseInciList(v) : v),
    z
      .array(ingredientName)
      .max(
        BEAUTY_LIMITS.ingredients,
        `An ingredient list can hold at most ${BEAUTY_LIMITS.ingredients} ingredients`,
      )
      .default([]),
  ),
  // Split as a label is: "1,2-Hexanediol" stays one name.
  keyIngredients: z.preprocess(
    (v) => (typeof v === 'string' ? parseInciList(v) : v),
    z
      .array(ingredientName)
      .max(BEAUTY_LIMITS.keyIngredients, `Choose at most ${BEAUTY_LIMITS.keyIngredients} key ingredients`)
      .default([]),
  ),
  size: z
    .string()
    .trim()
    .max(BEAUTY_LIMITS.sizeChars, `Size must be ${BEAUTY_LIMITS.sizeChars} characters or fewer`)
    .refine((v) => v === '' || SIZE_PATTERN.test(v), 'Size must give an amount and unit, e.g. 150 ml or 50 g')
    .default(''),
  howToUse: z
    .string()
    .trim()
    .max(
      BEAUTY_LIMITS.howToUseChars,
      `How to use must be ${thousands(BEAUTY_LIMITS.howToUseChars)} characters or fewer`,
    )
    .default(''),
};

/**
 * Key ingredients as the label spells them: "niacinamide" typed beside a list that says
 * "Niacinamide" is stored as "Niacinamide" (checkBeautyLists already matched them that way).
 */
export function keyIngredientsAsOnLabel(
  keyIngredients: readonly string[],
  ingredients: readonly string[],
): string[] {
  const onLabel = new Map(ingredients.map((name) => [sameName(name), name]));
  return keyIngredients.map((name) => onLabel.get(sameName(name)) ?? name);
}

/** No ingredient twice; every key ingredient on the list. */
export function checkBeautyLists(
  beauty: { ingredients: string[]; keyIngredients: string[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  beauty.ingredients.forEach((name, i) => {
    const key = sameName(name);
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['ingredients', i], message: `"${name}" is listed twice` });
    seen.add(key);
  });
  beauty.keyIngredients.forEach((name, i) => {
    if (!seen.has(sameName(name)))
      ctx.addIssue({
        code: 'custom',
        path: ['keyIngredients', i],
        message: `Key ingredient "${name}" is not in the ingredient list`,
      });
  });
}

export const productBeautySchema = z.object(productBeautyFields).superRefine(checkBeautyLists);

export type ProductBeautyInput = z.input<typeof productBeautySchema>;

// The schema's output is exactly the shape the rest of the store reads.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameShape: Exact<z.output<typeof productBeautySchema>, ProductBeauty> = true;
