import type { Concern } from '../beauty/taxonomy';

/**
 * Skin-concern knowledge (docs/product.md#what-the-store-keeps): five concerns, each with
 * ingredients, benefits and a routine line, plus the keywords that pick one (the analysis is
 * chosen by keywords, docs/product.md#how-things-change).
 */
export const CONCERN_IDS = ['acne', 'dryness', 'aging', 'brightening', 'sensitive'] as const;
export type ConcernId = (typeof CONCERN_IDS)[number];

export interface SkinConcern {
  id: ConcernId;
  label: string;
  /** Glossary ingredient ids (see glossary.ts), strongest fit first. */
  ingredients: string[];
  benefits: string[];
  routine: string;
  /** Lower-case words and stems that point to this concern in a shopper's message. */
  keywords: string[];
  /** The catalog concerns (products' `concerns`) that answer it, best first. */
  catalogConcerns: Concern[];
}

export const SKIN_CONCERNS: Record<ConcernId, SkinConcern> = {
  acne: {
    id: 'acne',
    catalogConcerns: ['acne', 'pores', 'oiliness'],
    label: 'Acne & breakouts',
    ingredients: [
      'salicylic-acid',
      'tea-tree',
      'heartleaf',
      'niacinamide',
      'centella-asiatica',
      'mugwort',
      'kaolin',
      'green-tea',
      'propolis',
    ],
    benefits: [
      'Unclogs pores and clears congestion',
      'Calms redness around active spots',
      'Balances oil without stripping the skin',
    ],
    routine:
      'Gentle low-pH cleanser, BHA toner 2–3 times a week, a light niacinamide serum, an oil-free gel moisturiser and sunscreen every morning.',
    keywords: [
      'acne',
      'breakout',
      'break out',
      'pimple',
      'zit',
      'blemish',
      'spot',
      'blackhead',
      'whitehead',
      'pore',
      'oily',
      'greasy',
      'shiny',
      'congest',
      'clog',
      'sebum',
    ],
  },
  dryness: {
    id: 'dryness',
    catalogConcerns: ['dryness'],
    label: 'Dryness & dehydration',
    ingredients: ['hyaluronic-acid', 'ceramides', 'snail-mucin', 'panthenol', 'squalane', 'glycerin'],
    benefits: [
      'Draws water into the skin and holds it there',
      'Rebuilds the moisture barrier',
      'Softens flaky, tight patches',
    ],
    routine:
      'Cream cleanser, a hydrating toner patted in layers, hyaluronic essence, a ceramide moisturiser, and a sleeping mask twice a week.',
    keywords: [
      'dry',
      'dehydrat',
      'flak',
      'tight',
      'rough',
      'parched',
      'moistur',
      'hydrat',
      'peeling',
      'thirsty',
    ],
  },
  aging: {
    id: 'aging',
    catalogConcerns: ['aging'],
    label: 'Fine lines & firmness',
    ingredients: ['retinol', 'peptides', 'ginseng', 'adenosine', 'collagen', 'niacinamide'],
    benefits: ['Smooths the look of fine lines', 'Supports firmness and bounce', 'Evens texture over time'],
    routine:
      'Antioxidant serum and SPF 50 in the morning; retinol or peptides at night, an eye cream, and a rich moisturiser to seal it all in.',
    keywords: [
      'aging',
      'ageing',
      'anti-age',
      'antiage',
      'wrinkle',
      'fine line',
      'firm',
      'sagging',
      'mature',
      'elastic',
      'crow',
      'line',
    ],
  },
  brightening: {
    id: 'brightening',
    catalogConcerns: ['brightening', 'dark-spots'],
    label: 'Dullness & dark spots',
    ingredients: ['vitamin-c', 'niacinamide', 'rice-extract', 'arbutin', 'licorice-root', 'galactomyces'],
    benefits: [
      'Fades dark spots and post-blemish marks',
      'Restores radiance to dull skin',
      'Evens out skin tone',
    ],
    routine:
      'Vitamin C serum every morning under sunscreen, a rice or niacinamide toner, gentle exfoliation once a week and SPF 50 daily.',
    keywords: [
      'dull',
      'bright',
      'glow',
      'radian',
      'dark spot',
      'pigment',
      'uneven',
      'tone',
      'hyperpig',
      'melasma',
      'mark',
      'lifeless',
      'tired',
    ],
  },
  sensitive: {
    id: 'sensitive',
    catalogConcerns: ['sensitivity', 'redness'],
    label: 'Sensitivity & redness',
    ingredients: ['centella-asiatica', 'mugwort', 'heartleaf', 'panthenol', 'allantoin', 'ceramides'],
    benefits: [
      'Soothes redness and stinging',
      'Strengthens a weakened barrier',
      'Keeps irritation from flaring up',
    ],
    routine:
      'Fragrance-free gentle cleanser, a calming cica or mugwort toner, a barrier cream, and mineral sunscreen; patch-test anything new.',
    keywords: [
      'sensitiv',
      'redness',
      'red skin',
      'red patch',
      'irritat',
      'sting',
      'burn',
      'itch',
      'react',
      'rosacea',
      'eczema',
      'inflam',
      'calm',
      'sooth',
    ],
  },
};

/**
 * The concern whose keywords a message hits most (word-start matches; a two-word keyword such as
 * "dark spot" weighs two, so it beats "spot"), or null. `favour` adds a point, e.g. for the
 * concern of a stated skin type.
 */
export function matchConcern(text: string, favour: ConcernId | null = null): ConcernId | null {
  const lower = text.toLowerCase();
  let best: ConcernId | null = null;
  let bestScore = 0;
  for (const id of CONCERN_IDS) {
    let score = id === favour ? 1 : 0;
    for (const k of SKIN_CONCERNS[id].keywords) {
      if (new RegExp(`(^|[^a-z])${k}`).test(lower)) score += k.split(' ').length;
    }
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}
