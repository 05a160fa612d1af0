import { SKIN_CONCERNS, findIngredients, centsToDollars, type ProductSummary } from '@seoul-glow/shared';
import type { CatalogEntry } from './assistant.repository';
import type { Intent } from './expert-intent';

export interface ScoredProduct {
  entry: CatalogEntry;
  score: number;
  /** Glossary ids of the product's key ingredients. */
  ingredientIds: string[];
}

function textOf(entry: CatalogEntry): string {
  return `${entry.name} ${entry.description}`.toLowerCase();
}

/**
 * Ranks in-stock products for an intent: the category must fit (skin questions → Skincare unless
 * a makeup, hair or fragrance type was asked for), a named product type must appear in the name or
 * description, the budget is a hard cap; then matching key ingredients and skin type earn points.
 */
export function rankProducts(catalog: CatalogEntry[], intent: Intent, limit = 3): ScoredProduct[] {
  const wantedIngredients = new Set<string>();
  for (const i of intent.ingredients) wantedIngredients.add(i.id);
  const concern = intent.concern ? SKIN_CONCERNS[intent.concern] : null;
  concern?.ingredients.forEach((id) => wantedIngredients.add(id));
  const category =
    intent.category ?? (concern || intent.ingredients.length || intent.skinType ? 'Skincare' : null);
  const explicitIngredients = new Set(intent.ingredients.map((i) => i.id));

  // A named product type must be in the product's name; the description only when no name fits.
  const type = intent.productType;
  const typeIn = (text: string) => !type?.matches.length || type.matches.some((m) => text.includes(m));
  const byName = catalog.some((e) => e.stockQuantity > 0 && typeIn(e.name.toLowerCase()));

  const scored: ScoredProduct[] = [];
  for (const entry of catalog) {
    if (entry.stockQuantity <= 0) continue;
    if (intent.budgetCents !== null && entry.priceCents > intent.budgetCents) continue;
    // Ingredient questions may surface a hair or makeup product that contains it; otherwise the
    // category must fit the question.
    const ingredientIds = findIngredients(entry.additionalFields.key_ingredients ?? '').map((i) => i.id);
    const hasExplicit = ingredientIds.some((id) => explicitIngredients.has(id));
    if (category && entry.categoryName !== category && !(hasExplicit && !intent.category && !concern))
      continue;
    const haystack = textOf(entry);
    if (!typeIn(byName ? entry.name.toLowerCase() : haystack)) continue;

    let score = 0;
    for (const id of ingredientIds) {
      if (explicitIngredients.has(id)) score += 5;
      else if (wantedIngredients.has(id)) score += concern && concern.ingredients.indexOf(id) < 3 ? 3 : 2;
    }
    const skinType = (entry.additionalFields.skin_type ?? '').toLowerCase();
    if (intent.skinType && skinType.includes(intent.skinType)) score += 2;
    if (concern && concern.keywords.some((k) => skinType.includes(k))) score += 2;
    else if (concern && concern.keywords.some((k) => haystack.includes(k))) score += 1;
    if (intent.productType) score += 2;
    // Something about the product must answer the question: an ingredient asked about, the
    // concern's ingredients or skin type, or the product type asked for.
    if (score <= 0) continue;
    if (explicitIngredients.size && !concern && !intent.productType && !hasExplicit) continue;
    // Skin questions without a category favour skincare over a perfumed hand cream with the same ingredient.
    if (!intent.category && entry.categoryName === 'Skincare') score += 1;
    scored.push({ entry, score, ingredientIds });
  }
  return scored.sort((a, b) => b.score - a.score || a.entry.priceCents - b.entry.priceCents).slice(0, limit);
}

export function toSummary(entry: CatalogEntry): ProductSummary {
  return {
    id: entry.id,
    name: entry.name,
    price: centsToDollars(entry.priceCents),
    image: entry.image,
    categoryName: entry.categoryName,
  };
}
