import type { IngredientKind } from '@seoul-glow/shared';

/** The ingredient families the index groups by, in the order it shows them. */
export const KIND_LABELS: Record<IngredientKind, string> = {
  active: 'Actives',
  exfoliant: 'Exfoliants',
  humectant: 'Hydrators',
  soothing: 'Soothing',
  antioxidant: 'Antioxidants',
  botanical: 'Botanicals',
  emollient: 'Emollients & oils',
  'uv-filter': 'UV filters',
  cleansing: 'Cleansers',
  'hair-care': 'Hair care',
  absorbent: 'Clays & absorbents',
  colorant: 'Colour',
  texture: 'Texture & base',
  preservative: 'Preservatives',
  fragrance: 'Fragrance',
};

export const KIND_ORDER = Object.keys(KIND_LABELS) as IngredientKind[];
