import { INGREDIENTS_BY_ID } from '@seoul-glow/shared';
import type { IngredientNames } from './guide-body';

/**
 * The names each of an article's glossary ingredients goes by in running text (its name, the name
 * without a parenthesis, everyday aliases, INCI spellings), for linking its first mention to its
 * page. Read in loaders only, so the glossary never becomes part of a page's JavaScript; a slug the
 * glossary has no page for is left out (its link would lead nowhere).
 */
export function ingredientNames(slugs: string[]): IngredientNames[] {
  return slugs.flatMap((slug) => {
    const entry = INGREDIENTS_BY_ID.get(slug);
    if (!entry || entry.slug !== slug) return [];
    const names = [
      entry.name,
      entry.name.replace(/\s*\([^)]*\)/g, '').trim(),
      ...entry.aliases,
      ...entry.inci,
    ];
    return [{ slug, names: [...new Set(names.filter(Boolean))] }];
  });
}
