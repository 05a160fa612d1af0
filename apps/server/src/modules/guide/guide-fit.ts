/**
 * Which products fit an article and which articles fit a product or an ingredient
 * (docs/product.md#the-skincare-guide). Pure: the service hands in the published articles and the
 * catalog's candidates.
 */
import { findIngredients, type GuideArticle, type Product } from '@seoul-glow/shared';

export const PRODUCTS_PER_ARTICLE = 4;
export const ARTICLES_PER_PRODUCT = 3;

function overlap<T>(a: readonly T[], b: readonly T[]): number {
  return a.reduce((n, x) => (b.includes(x) ? n + 1 : n), 0);
}

/**
 * Up to four in-stock products of the article's product types: those sharing a concern or skin
 * type with it first, best rated within each tier, and one of each type before a second of any,
 * so a routine article shows a cleanser and a moisturiser rather than four cleansers.
 */
export function productsForArticle(article: GuideArticle, candidates: readonly Product[]): Product[] {
  const types = new Set<string>(article.productTypes);
  const fit = (p: Product) =>
    overlap(p.concerns, article.concerns) > 0 || overlap(p.skinTypes, article.skinTypes) > 0 ? 1 : 0;
  const ranked = candidates
    .filter((p) => p.stockQuantity > 0 && p.productType !== null && types.has(p.productType))
    .sort(
      (a, b) =>
        fit(b) - fit(a) || b.averageRating - a.averageRating || b.ratingCount - a.ratingCount || a.id - b.id,
    );
  const chosen: Product[] = [];
  const seenTypes = new Set<string>();
  for (const p of ranked) {
    if (chosen.length >= PRODUCTS_PER_ARTICLE) break;
    if (seenTypes.has(p.productType!)) continue;
    seenTypes.add(p.productType!);
    chosen.push(p);
  }
  for (const p of ranked) {
    if (chosen.length >= PRODUCTS_PER_ARTICLE) break;
    if (!chosen.includes(p)) chosen.push(p);
  }
  return chosen;
}

/** The glossary slugs of a product's key ingredients (they are stored as names). */
export function keyIngredientSlugs(product: Pick<Product, 'keyIngredients'>): string[] {
  return [...new Set(product.keyIngredients.flatMap((name) => findIngredients(name).map((i) => i.slug)))];
}

/**
 * Up to three articles that help use a product well: of its product type, or discussing its key
 * ingredients; the more they share (type counts most, then ingredients, then concerns), the earlier.
 */
export function articlesForProduct(
  articles: readonly GuideArticle[],
  product: Pick<Product, 'productType' | 'keyIngredients' | 'concerns'>,
): GuideArticle[] {
  const ingredients = keyIngredientSlugs(product);
  const scored = articles
    .map((article) => {
      const sameType = product.productType !== null && article.productTypes.includes(product.productType);
      const shared = overlap(article.ingredients, ingredients);
      if (!sameType && shared === 0) return null;
      const score = (sameType ? 3 : 0) + shared * 2 + overlap(article.concerns, product.concerns);
      return { article, score };
    })
    .filter((s): s is { article: GuideArticle; score: number } => s !== null);
  scored.sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title));
  return scored.slice(0, ARTICLES_PER_PRODUCT).map((s) => s.article);
}

/** The articles that discuss a glossary ingredient, those about it alone first. */
export function articlesForIngredient(articles: readonly GuideArticle[], slug: string): GuideArticle[] {
  return articles
    .filter((a) => a.ingredients.includes(slug))
    .sort((a, b) => a.ingredients.length - b.ingredients.length || a.title.localeCompare(b.title));
}
