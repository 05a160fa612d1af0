import { findIngredient, type Product } from '@seoul-glow/shared';
import { valueLabel } from './filter-labels';
import type { FilterLabels } from './list-filters';

/** One ingredient of a label as the product page explains it (from the glossary, when it knows it). */
export interface IngredientNote {
  /** As printed on the label. */
  name: string;
  slug?: string;
  /** The glossary's name for it ("Salicylic acid (BHA)"). */
  title?: string;
  purpose?: string;
  caution?: string;
}

/**
 * The glossary's words for each ingredient of a label, worked out in the route's loader so the
 * glossary itself never reaches the browser's JavaScript (docs/architecture.md#layers).
 */
export function ingredientNotes(names: readonly string[]): IngredientNote[] {
  return names.map((name) => {
    const known = findIngredient(name);
    if (!known) return { name };
    return {
      name,
      slug: known.slug,
      title: known.name,
      purpose: known.purpose,
      ...(known.caution ? { caution: known.caution } : {}),
    };
  });
}

/** A product page's ingredient notes and the words for its skin types, concerns and claims. */
export interface BeautyNotes {
  ingredients: IngredientNote[];
  labels: FilterLabels;
}

export function beautyNotes(product: Product): BeautyNotes {
  const labels: FilterLabels = {};
  for (const s of product.skinTypes) labels[`skinType:${s}`] = valueLabel('skinType', s);
  for (const c of product.concerns) labels[`concern:${c}`] = valueLabel('concern', c);
  for (const f of product.freeFrom) labels[`claim:${f}`] = valueLabel('claim', f);
  return { ingredients: ingredientNotes(product.ingredients), labels };
}
