/**
 * A product's beauty facts as the products table keeps them (docs/product.md#what-the-store-keeps):
 * what an admin typed, plus what follows from the INCI list through the ingredient glossary
 * (free-from claims and glossary ids), derived on every write so a claim can never contradict the
 * label. When the glossary or the free-from rules change, every product's derived facts are
 * worked out again (beauty-refresh.ts), keyed by GLOSSARY_FINGERPRINT.
 */
import { createHash } from 'node:crypto';
import {
  FREE_FROM,
  INGREDIENT_GLOSSARY,
  findIngredient,
  freeFromBrokenBy,
  freeFromRulesFingerprint,
  keyIngredientsAsOnLabel,
  type FreeFrom,
  type ProductBeauty,
} from '@seoul-glow/shared';

/** Raised by hand when the derivation below changes in a way the fingerprint cannot see. */
const DERIVATION_VERSION = 1;

export const GLOSSARY_FINGERPRINT = createHash('sha1')
  .update(
    JSON.stringify([
      DERIVATION_VERSION,
      INGREDIENT_GLOSSARY.map((i) => [i.id, i.names, i.breaks]),
      freeFromRulesFingerprint(),
    ]),
  )
  .digest('hex');

export interface DerivedBeauty {
  freeFrom: FreeFrom[];
  /** Glossary ids of the ingredients the glossary knows, each once, in label order. */
  ingredientIds: string[];
}

/** What one ingredient name contributes, worked out once per name while a memo is kept. */
interface NameFacts {
  id: string | undefined;
  breaks: readonly FreeFrom[];
}

export type DeriveMemo = Map<string, NameFacts>;

function factsOf(name: string, memo?: DeriveMemo): NameFacts {
  let facts = memo?.get(name);
  if (!facts) {
    facts = { id: findIngredient(name)?.id, breaks: freeFromBrokenBy(name) };
    memo?.set(name, facts);
  }
  return facts;
}

/**
 * Free-from claims and glossary ids of a label. Pass a memo when deriving many labels at once
 * (labels share most of their names: water, glycerin…), so each name is looked up once.
 */
export function deriveBeauty(ingredients: readonly string[], memo?: DeriveMemo): DerivedBeauty {
  const ids = new Set<string>();
  const broken = new Set<FreeFrom>();
  for (const name of ingredients) {
    const facts = factsOf(name, memo);
    if (facts.id) ids.add(facts.id);
    for (const flag of facts.breaks) broken.add(flag);
  }
  // An empty list supports no claim: without a label there is nothing to vouch for.
  const freeFrom = ingredients.length ? FREE_FROM.filter((flag) => !broken.has(flag)) : [];
  return { freeFrom, ingredientIds: [...ids] };
}

/** The products columns of a product's beauty facts, the derived ones included. */
export interface BeautyColumns extends DerivedBeauty {
  brand: string;
  productType: string | null;
  skinTypes: string[];
  concerns: string[];
  ingredients: string[];
  keyIngredients: string[];
  size: string;
  howToUse: string;
}

/** What every product write stores for its beauty facts (the admin's save, the demo seed). */
export function beautyColumns(beauty: ProductBeauty): BeautyColumns {
  return {
    brand: beauty.brand,
    productType: beauty.productType,
    skinTypes: [...beauty.skinTypes],
    concerns: [...beauty.concerns],
    ingredients: [...beauty.ingredients],
    keyIngredients: keyIngredientsAsOnLabel(beauty.keyIngredients, beauty.ingredients),
    size: beauty.size,
    howToUse: beauty.howToUse,
    ...deriveBeauty(beauty.ingredients),
  };
}
