/**
 * "Good for your skin" or a gentle caution for one product and one skin profile
 * (docs/product.md#the-beauty-assistant). Decided in the browser from the product's beauty facts,
 * so cached pages stay the same for every shopper; the routine builder ranks with the same rules.
 */
import type { FreeFrom, ProductType, SkinType, Concern } from './taxonomy';
import { CONCERN_CARE, SKIN_TYPE_LABELS } from './taxonomy';
import { isSensitive, type SkinProfile } from './skin-profile';

/** Products that stay on the face: hints about skin make no sense on a shampoo or a perfume. */
export const FACE_PRODUCT_TYPES: ReadonlySet<ProductType> = new Set<ProductType>([
  'cleanser',
  'toner',
  'essence',
  'serum',
  'moisturizer',
  'sunscreen',
  'mask',
  'exfoliator',
  'eye-care',
  'face-oil',
  'foundation',
  'concealer',
  'primer',
  'tone-up',
  'powder',
  'setting-spray',
]);

export interface FitProduct {
  productType: ProductType | null;
  skinTypes: SkinType[];
  concerns: Concern[];
  freeFrom: FreeFrom[];
  /** Only a product whose label is known can be said to contain something. */
  ingredients: string[];
}

export interface SkinFit {
  kind: 'good' | 'caution';
  /** The badge: "Good for your skin" or what to watch for. */
  title: string;
  /** One line saying why. */
  detail: string;
}

export const SKIN_FIT_TEXT = {
  good: 'Good for your skin',
  fragrance: 'Contains fragrance',
  essentialOils: 'Contains essential oils',
  alcohol: 'Contains drying alcohol',
  otherSkin: 'Made for other skin types',
} as const;

const lower = (s: string) => s.toLowerCase();

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What this product does for the profile's concerns it is made for, in cosmetic words (CONCERN_CARE). */
export function sharedConcerns(product: Pick<FitProduct, 'concerns'>, profile: SkinProfile): string[] {
  return profile.concerns.filter((c) => product.concerns.includes(c)).map((c) => CONCERN_CARE[c]);
}

export function suitsSkinType(product: Pick<FitProduct, 'skinTypes'>, skinType: SkinType): boolean {
  return product.skinTypes.length === 0 || product.skinTypes.includes(skinType);
}

function caution(profile: SkinProfile, product: FitProduct): SkinFit | null {
  const sensitive = isSensitive(profile);
  const known = product.ingredients.length > 0;
  if (
    known &&
    !product.freeFrom.includes('fragrance') &&
    (sensitive || profile.fragrance === 'fragrance-free')
  ) {
    return {
      kind: 'caution',
      title: SKIN_FIT_TEXT.fragrance,
      detail: sensitive
        ? 'Patch-test first: fragrance is a common trigger for sensitive skin.'
        : 'You asked for fragrance-free products.',
    };
  }
  if (known && sensitive && !product.freeFrom.includes('essential-oils')) {
    return {
      kind: 'caution',
      title: SKIN_FIT_TEXT.essentialOils,
      detail: 'Patch-test first: essential oils can irritate sensitive skin.',
    };
  }
  if (known && sensitive && !product.freeFrom.includes('alcohol')) {
    return {
      kind: 'caution',
      title: SKIN_FIT_TEXT.alcohol,
      detail: 'It can feel tight or sting on sensitive skin.',
    };
  }
  if (!suitsSkinType(product, profile.skinType)) {
    const made = product.skinTypes.map((t) => lower(SKIN_TYPE_LABELS[t]));
    return {
      kind: 'caution',
      title: SKIN_FIT_TEXT.otherSkin,
      detail: `Made for ${listText(made)} skin, so it may not suit ${lower(SKIN_TYPE_LABELS[profile.skinType])} skin.`,
    };
  }
  return null;
}

/** What a shopper with `profile` should know about `product`; null when there is nothing to say. */
export function skinFit(product: FitProduct, profile: SkinProfile): SkinFit | null {
  if (!product.productType || !FACE_PRODUCT_TYPES.has(product.productType)) return null;
  const warn = caution(profile, product);
  if (warn) return warn;
  if (!product.skinTypes.includes(profile.skinType)) return null;
  const concerns = sharedConcerns(product, profile);
  const skin = `Suits ${lower(SKIN_TYPE_LABELS[profile.skinType])} skin`;
  return {
    kind: 'good',
    title: SKIN_FIT_TEXT.good,
    detail: concerns.length ? `${skin}, ${listText(concerns)}.` : `${skin}.`,
  };
}
