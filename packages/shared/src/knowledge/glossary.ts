/**
 * The ingredient glossary (docs/product.md#the-beauty-assistant): one source of truth for what each
 * ingredient does, whom it suits, what to watch for and which free-from claims it breaks. The
 * assistant, the label scanner, free-from badges and search all read it. Entries live in the
 * glossary-*.ts files by family; this file joins them and finds them in free text.
 */
import { ACTIVE_INGREDIENTS } from './glossary-actives';
import { BOTANICAL_INGREDIENTS } from './glossary-botanicals';
import { CLEANSING_INGREDIENTS } from './glossary-cleansing';
import { ESSENTIAL_OIL_INGREDIENTS } from './glossary-essential-oils';
import { FORMULA_INGREDIENTS } from './glossary-formula';
import { FRAGRANCE_INGREDIENTS } from './glossary-fragrance';
import { HAIR_INGREDIENTS } from './glossary-hair';
import { HYDRATION_INGREDIENTS } from './glossary-hydration';
import { MAKEUP_INGREDIENTS } from './glossary-makeup';
import { OIL_INGREDIENTS } from './glossary-oils';
import { PRESERVATIVE_INGREDIENTS } from './glossary-preservatives';
import { SILICONE_INGREDIENTS } from './glossary-silicones';
import { defineIngredient, inciTokens, type Ingredient } from './glossary-types';

export type { Ingredient, IngredientGroup, IngredientKind } from './glossary-types';

export const INGREDIENT_GLOSSARY: Ingredient[] = /* @__PURE__ */ [
  ...HYDRATION_INGREDIENTS,
  ...ACTIVE_INGREDIENTS,
  ...BOTANICAL_INGREDIENTS,
  ...OIL_INGREDIENTS,
  ...FRAGRANCE_INGREDIENTS,
  ...ESSENTIAL_OIL_INGREDIENTS,
  ...CLEANSING_INGREDIENTS,
  ...FORMULA_INGREDIENTS,
  ...PRESERVATIVE_INGREDIENTS,
  ...SILICONE_INGREDIENTS,
  ...MAKEUP_INGREDIENTS,
  ...HAIR_INGREDIENTS,
].map(defineIngredient);

export const INGREDIENTS_BY_ID: ReadonlyMap<string, Ingredient> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ INGREDIENT_GLOSSARY.map((i) => [i.id, i]),
);

/**
 * Spellings too common in ordinary sentences to mean the ingredient ("water", "alcohol"): they
 * count on an ingredient label (findIngredient) but never when met in free text.
 */
const LABEL_ONLY = new Set(['water', 'aqua', 'eau', 'alcohol', 'aroma', 'flavor', 'flavour', 'mel']);

/** The spellings of an ingredient that name it in free text (a question, a search). */
export function freeTextNames(ingredient: Ingredient): string[] {
  if (ingredient.id === 'water') return [];
  return ingredient.names.filter((name) => !LABEL_ONLY.has(name));
}

interface Finder {
  byName: Map<string, Ingredient>;
  longest: number;
}

let finder: Finder | undefined;

/** Built on first use, so importing the glossary for its data costs nothing more. */
function freeTextFinder(): Finder {
  if (finder) return finder;
  const byName = new Map<string, Ingredient>();
  let longest = 1;
  for (const ingredient of INGREDIENT_GLOSSARY) {
    for (const name of freeTextNames(ingredient)) {
      if (byName.has(name)) continue;
      byName.set(name, ingredient);
      longest = Math.max(longest, name.split(' ').length);
    }
  }
  finder = { byName, longest };
  return finder;
}

/**
 * The glossary ingredients named in a text (a question, a product's key ingredients, an OCR'd
 * label), in order of first appearance, each once. The longest spelling wins at each place, so
 * "tea tree oil" is one ingredient and "cetearyl alcohol" is not also "alcohol". Commas and
 * semicolons end a name; OCR line breaks and hyphenation are joined first.
 */
export function findIngredients(text: string): Ingredient[] {
  const { byName, longest } = freeTextFinder();
  const found = new Set<Ingredient>();
  const joined = text.replace(/-\s*\n\s*/g, '');
  // A comma between digits belongs to a name ("1,2-Hexanediol").
  for (const segment of joined.split(/[;•·|]|,(?!\d)|(?<!\d),/)) {
    const words = inciTokens(segment);
    for (let i = 0; i < words.length;) {
      let step = 1;
      for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
        const hit = byName.get(words.slice(i, i + n).join(' '));
        if (hit) {
          found.add(hit);
          step = n;
          break;
        }
      }
      i += step;
    }
  }
  return [...found];
}
