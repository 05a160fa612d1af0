import {
  FREE_FROM_LABELS,
  INGREDIENT_GLOSSARY,
  INGREDIENTS_BY_ID,
  type IngredientKind,
} from '@seoul-glow/shared';

/** An ingredient as the ingredient pages show it, in the glossary's cosmetic wording. */
export interface IngredientSummary {
  slug: string;
  name: string;
  kind: IngredientKind;
  purpose: string;
}

export interface IngredientDetail extends IngredientSummary {
  /** INCI spellings as labels print them. */
  inci: string[];
  aliases: string[];
  suits: string;
  caution: string | null;
  /** The claims a product with it cannot make ("Fragrance-free"). */
  breaks: string[];
  related: IngredientSummary[];
}

const summary = (i: (typeof INGREDIENT_GLOSSARY)[number]): IngredientSummary => ({
  slug: i.slug,
  name: i.name,
  kind: i.kind,
  purpose: i.purpose,
});

/**
 * The glossary for the ingredient pages' loaders (docs/product.md#screens-and-routes): read on
 * the server only, so the whole glossary never becomes part of a page's JavaScript.
 */
export function listIngredients(): IngredientSummary[] {
  return INGREDIENT_GLOSSARY.map(summary).sort((a, b) => a.name.localeCompare(b.name));
}

export function ingredientDetail(slug: string): IngredientDetail | null {
  const found = INGREDIENTS_BY_ID.get(slug);
  if (!found || found.slug !== slug) return null;
  return {
    ...summary(found),
    inci: found.inci,
    aliases: found.aliases,
    suits: found.suits,
    caution: found.caution ?? null,
    breaks: found.breaks.map((f) => FREE_FROM_LABELS[f].badge),
    related: INGREDIENT_GLOSSARY.filter((i) => i.kind === found.kind && i.slug !== slug)
      .slice(0, 6)
      .map(summary),
  };
}

/** Every ingredient page, for the sitemap. */
export function ingredientSlugs(): string[] {
  return INGREDIENT_GLOSSARY.map((i) => i.slug);
}
