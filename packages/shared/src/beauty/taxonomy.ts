/**
 * The beauty vocabulary every product is described with (docs/product.md#what-the-store-keeps):
 * product types per category, skin types, concerns and free-from flags, each with the label the
 * store shows. Plain lists only: store pages import these, and zod must stay out of their
 * JavaScript (the schema lives in beauty-schema.ts).
 */
import { CATEGORY_NAMES } from '../constants';

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface BeautyOption<T extends string> {
  value: T;
  label: string;
}

/** Each category's own list; a value may appear in two categories (lip care in skincare and makeup). */
export const PRODUCT_TYPES_BY_CATEGORY = {
  Skincare: [
    'cleanser',
    'toner',
    'essence',
    'serum',
    'moisturizer',
    'sunscreen',
    'mask',
    'exfoliator',
    'eye-care',
    'lip-care',
    'face-oil',
  ],
  Makeup: [
    'foundation',
    'concealer',
    'primer',
    'tone-up',
    'powder',
    'setting-spray',
    'blush',
    'highlighter',
    'eyeshadow',
    'eyeliner',
    'mascara',
    'brow',
    'lipstick',
    'lip-tint',
    'lip-care',
  ],
  Haircare: [
    'shampoo',
    'conditioner',
    'hair-mask',
    'hair-treatment',
    'leave-in',
    'hair-oil',
    'scalp-treatment',
    'scalp-scrub',
    'hair-mist',
    'styling',
  ],
  Fragrances: [
    'eau-de-parfum',
    'eau-de-toilette',
    'body-mist',
    'solid-perfume',
    'body-lotion',
    'body-oil',
    'hand-cream',
    'home-fragrance',
  ],
} as const satisfies Record<CategoryName, readonly string[]>;

export type ProductType = (typeof PRODUCT_TYPES_BY_CATEGORY)[CategoryName][number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  cleanser: 'Cleanser',
  toner: 'Toner',
  essence: 'Essence',
  serum: 'Serum & ampoule',
  moisturizer: 'Moisturizer',
  sunscreen: 'Sunscreen',
  mask: 'Mask',
  exfoliator: 'Exfoliator',
  'eye-care': 'Eye care',
  'lip-care': 'Lip care',
  'face-oil': 'Face oil',
  foundation: 'Foundation & cushion',
  concealer: 'Concealer',
  primer: 'Primer',
  'tone-up': 'Tone-up cream',
  powder: 'Powder',
  'setting-spray': 'Setting spray',
  blush: 'Blush',
  highlighter: 'Highlighter',
  eyeshadow: 'Eyeshadow',
  eyeliner: 'Eyeliner',
  mascara: 'Mascara',
  brow: 'Brow',
  lipstick: 'Lipstick',
  'lip-tint': 'Lip tint',
  shampoo: 'Shampoo',
  conditioner: 'Conditioner',
  'hair-mask': 'Hair mask',
  'hair-treatment': 'Hair treatment',
  'leave-in': 'Leave-in',
  'hair-oil': 'Hair oil & serum',
  'scalp-treatment': 'Scalp treatment',
  'scalp-scrub': 'Scalp scrub',
  'hair-mist': 'Hair mist',
  styling: 'Styling',
  'eau-de-parfum': 'Eau de parfum',
  'eau-de-toilette': 'Eau de toilette',
  'body-mist': 'Body mist',
  'solid-perfume': 'Solid perfume',
  'body-lotion': 'Body lotion',
  'body-oil': 'Body oil',
  'hand-cream': 'Hand cream',
  'home-fragrance': 'Pillow & home mist',
};

/** Every product type once, in the order of the categories' lists. */
export const PRODUCT_TYPE_VALUES = [
  ...new Set(Object.values(PRODUCT_TYPES_BY_CATEGORY).flat()),
] as unknown as readonly [ProductType, ...ProductType[]];

/** Whether a type belongs to a category's list (a shampoo is never a Skincare product). */
export function productTypeFits(category: string, type: string): boolean {
  const list = (PRODUCT_TYPES_BY_CATEGORY as Record<string, readonly string[]>)[category];
  return list !== undefined && list.includes(type);
}

/**
 * Whether a product of `category` may have `type`: from that category's list for the store's four
 * categories (case as stored or not); any type for a category an admin added beyond them, which
 * has no list of its own.
 */
/** The store's own category a name means, whatever its case, or undefined for another category. */
export function knownCategory(name: string | undefined): CategoryName | undefined {
  const key = name?.trim().toLowerCase();
  return CATEGORY_NAMES.find((c) => c.toLowerCase() === key);
}

export function productTypeAllowed(category: string, type: string): boolean {
  const known = knownCategory(category);
  if (!known) return (PRODUCT_TYPE_VALUES as readonly string[]).includes(type);
  return productTypeFits(known, type);
}

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const SKIN_TYPE_LABELS: Record<SkinType, string> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

/**
 * Concerns a shopper shops by. The first eight are skin concerns; the rest serve eyes, hair and
 * scalp, so a shampoo can say what it is for in the same field.
 */
export const CONCERNS = [
  'acne',
  'dryness',
  'aging',
  'brightening',
  'sensitivity',
  'pores',
  'dark-spots',
  'redness',
  'oiliness',
  'dark-circles',
  'damaged-hair',
  'frizz',
  'thinning-hair',
  'flaky-scalp',
] as const;
export type Concern = (typeof CONCERNS)[number];

/** The concerns of hair and scalp, which a skincare, makeup or fragrance product is never for. */
export const HAIR_CONCERNS: readonly Concern[] = ['damaged-hair', 'frizz', 'thinning-hair', 'flaky-scalp'];

export const CONCERN_LABELS: Record<Concern, string> = {
  acne: 'Acne & blemishes',
  dryness: 'Dryness',
  aging: 'Fine lines & wrinkles',
  brightening: 'Dullness',
  sensitivity: 'Sensitivity',
  pores: 'Pores',
  'dark-spots': 'Dark spots',
  redness: 'Redness',
  oiliness: 'Oil control',
  'dark-circles': 'Dark circles & puffiness',
  'damaged-hair': 'Damaged hair',
  frizz: 'Frizz',
  'thinning-hair': 'Thinning hair',
  'flaky-scalp': 'Flaky scalp',
};

/**
 * What a product made for a concern does, in cosmetic words (docs/product.md: no medical claims):
 * how skin and hair look and feel, never "targets acne" or "treats" a condition. Sentences that say
 * why a product fits (skin fit, routine steps, the assistant's picks) use these.
 */
export const CONCERN_CARE: Record<Concern, string> = {
  acne: 'helps the look of blemishes',
  dryness: 'deeply hydrates',
  aging: 'smooths the look of fine lines',
  brightening: 'brightens dull-looking skin',
  sensitivity: 'keeps skin comfortable',
  pores: 'refines the look of pores',
  'dark-spots': 'helps fade the look of dark spots',
  redness: 'calms the look of redness',
  oiliness: 'keeps shine in check',
  'dark-circles': 'brightens the look of dark circles',
  'damaged-hair': 'cares for damaged-looking hair',
  frizz: 'smooths frizz',
  'thinning-hair': 'helps hair look fuller',
  'flaky-scalp': 'soothes a flaky-feeling scalp',
};

/**
 * Ingredients a shopper may want a product to be without. Never typed by hand: derived from the
 * INCI list through the glossary (knowledge/free-from.ts), so a badge cannot contradict the label.
 */
export const FREE_FROM = [
  'fragrance',
  'alcohol',
  'parabens',
  'sulfates',
  'silicones',
  'essential-oils',
  'mineral-oil',
] as const;
export type FreeFrom = (typeof FREE_FROM)[number];

/** `label` names the ingredient (a filter "free from: Fragrance"), `badge` the product's claim. */
export const FREE_FROM_LABELS: Record<FreeFrom, { label: string; badge: string }> = {
  fragrance: { label: 'Fragrance', badge: 'Fragrance-free' },
  alcohol: { label: 'Drying alcohol', badge: 'Alcohol-free' },
  parabens: { label: 'Parabens', badge: 'Paraben-free' },
  sulfates: { label: 'Sulfates', badge: 'Sulfate-free' },
  silicones: { label: 'Silicones', badge: 'Silicone-free' },
  'essential-oils': { label: 'Essential oils', badge: 'Essential-oil-free' },
  'mineral-oil': { label: 'Mineral oil', badge: 'Mineral-oil-free' },
};

function options<T extends string>(values: readonly T[], labels: Record<T, string>): BeautyOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const SKIN_TYPE_OPTIONS = /* @__PURE__ */ options(SKIN_TYPES, SKIN_TYPE_LABELS);
export const CONCERN_OPTIONS = /* @__PURE__ */ options(CONCERNS, CONCERN_LABELS);

/** Orders values the way the lists above do, once each: stored arrays then compare equal. */
export function canonicalOrder<T extends string>(values: Iterable<T>, order: readonly T[]): T[] {
  const set = new Set(values);
  return order.filter((v) => set.has(v));
}
