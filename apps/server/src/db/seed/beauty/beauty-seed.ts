import type { Concern, ProductType, SkinType } from '@seoul-glow/shared';

/**
 * A demo product's beauty facts as written in the data files: the INCI list as label text. Size
 * and how-to-use are the catalog entry's `volume` and `how_to_use` fields, so they are written once.
 */
export interface BeautySeed {
  brand: string;
  productType: ProductType;
  skinTypes: SkinType[];
  concerns: Concern[];
  /** The label's ingredient text, parsed with parseInciList. */
  inci: string;
  /** Spelled exactly as in the list. */
  keyIngredients: string[];
}
