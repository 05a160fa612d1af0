/**
 * What a shopper's search words mean in the store's beauty vocabulary (docs/product.md#the-api):
 * product types, concerns, skin types, ingredients, free-from claims, categories and brands, read
 * with the reviewed synonyms table and the ingredient glossary. Words nothing understands are left
 * as `terms` for text search; stop words are dropped so "for", "with" or "my" never make a query
 * fail. Allocation-light, and a misspelling is looked up among the vocabulary's words once per
 * brand list (search calls it for every new text, with the catalog's brands).
 */
import { inciTokens } from '../knowledge/glossary-types';
import { baseVocabulary, brandVocabulary, correctionOf, joinedPhrase, singularOf } from './query-vocabulary';
import { STANDALONE_STOP_WORDS, STOP_WORDS, type SynonymRow } from './search-synonyms';
import type { CategoryName, Concern, FreeFrom, ProductType, SkinType } from './taxonomy';

export interface QueryInterpretation {
  /** Words left for text search, lower case, in query order. */
  terms: string[];
  productTypes: ProductType[];
  concerns: Concern[];
  skinTypes: SkinType[];
  /** Glossary ingredient ids. */
  ingredients: string[];
  freeFrom: FreeFrom[];
  categories: CategoryName[];
  /** Brand names as given in `options.brands`. */
  brands: string[];
  /** Misspellings read as a known word ("sunscren" → "sunscreen"). */
  corrections: { from: string; to: string }[];
  /**
   * Each understood phrase with the words the shopper typed and what it means (any of its
   * values): "aha" is one phrase meaning three acids, "perfume" a type or the category.
   */
  phrases: QueryPhrase[];
}

export interface QueryPhrase {
  /** As typed, lower case (a misspelling stays misspelt: text search forgives it on its own). */
  words: string[];
  meaning: PhraseMeaning;
}

export interface PhraseMeaning {
  productTypes: readonly ProductType[];
  concerns: readonly Concern[];
  skinTypes: readonly SkinType[];
  ingredients: readonly string[];
  freeFrom: readonly FreeFrom[];
  categories: readonly CategoryName[];
  brands: readonly string[];
}

function pushOnce<T>(list: T[], values: readonly T[] | undefined): void {
  for (const v of values ?? []) if (!list.includes(v)) list.push(v);
}

const NONE: readonly never[] = [];

function apply(out: QueryInterpretation, row: SynonymRow, brand: string | undefined, words: string[]): void {
  pushOnce(out.productTypes, row.productTypes);
  pushOnce(out.concerns, row.concerns);
  pushOnce(out.skinTypes, row.skinTypes);
  pushOnce(out.ingredients, row.ingredients);
  pushOnce(out.freeFrom, row.freeFrom);
  pushOnce(out.categories, row.categories);
  if (brand) pushOnce(out.brands, [brand]);
  const meaning: PhraseMeaning = {
    productTypes: row.productTypes ?? NONE,
    concerns: row.concerns ?? NONE,
    skinTypes: row.skinTypes ?? NONE,
    ingredients: row.ingredients ?? NONE,
    freeFrom: row.freeFrom ?? NONE,
    categories: row.categories ?? NONE,
    brands: brand ? [brand] : NONE,
  };
  // Rows that mean nothing ("all skin types") are read and dropped, like stop words.
  if (Object.values(meaning).some((values) => values.length > 0)) out.phrases.push({ words, meaning });
}

export interface InterpretOptions {
  /** The catalog's brand names, matched as whole phrases ("haneul lab"). */
  brands?: readonly string[];
  /**
   * Read a word within a few edits of a known one as that word, and a known two-word phrase typed
   * as one word as that phrase (default true). Off for text that is spelt as meant, such as
   * product names ("Silky" is not a typo of silk).
   */
  correct?: boolean;
}

const NO_BRANDS: readonly string[] = [];

export function interpretQuery(query: string, options: InterpretOptions = {}): QueryInterpretation {
  const vocab = baseVocabulary();
  const brands = brandVocabulary(vocab, options.brands ?? NO_BRANDS);
  const { brandByKey, longest } = brands;
  const out: QueryInterpretation = {
    terms: [],
    productTypes: [],
    concerns: [],
    skinTypes: [],
    ingredients: [],
    freeFrom: [],
    categories: [],
    brands: [],
    corrections: [],
    phrases: [],
  };
  const words = queryWords(query).slice(0, 32);
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(longest, words.length - i); n >= 1 && !matched; n--) {
      const key = words.slice(i, i + n).join(' ');
      const brand = brandByKey.get(key);
      // A plural the table does not list reads as its singular ("face masks", "lip balms").
      const row = vocab.phrases.get(key) ?? (brand ? undefined : vocab.phrases.get(singularOf(key)));
      if (brand || row) {
        apply(out, row ?? { terms: [] }, brand, words.slice(i, i + n));
        matched = n;
      }
    }
    if (!matched) {
      const word = words[i]!;
      matched = 1;
      const joined =
        STOP_WORDS.has(word) || options.correct === false ? undefined : joinedPhrase(vocab, word);
      if (joined) apply(out, joined, undefined, [word]);
      else if (!STOP_WORDS.has(word)) {
        const fixed = options.correct === false || /\d/.test(word) ? undefined : correctionOf(brands, word);
        if (fixed) {
          // The corrected word may begin a longer phrase or brand ("hyangi house": Hyanggi House).
          let key = fixed;
          for (let n = Math.min(longest, words.length - i); n > 1; n--) {
            const longer = [fixed, ...words.slice(i + 1, i + n)].join(' ');
            if (brandByKey.has(longer) || vocab.phrases.has(longer)) {
              key = longer;
              matched = n;
              break;
            }
          }
          apply(
            out,
            vocab.phrases.get(key) ?? { terms: [] },
            brandByKey.get(key),
            words.slice(i, i + matched),
          );
          out.corrections.push({ from: word, to: fixed });
        } else out.terms.push(word);
      }
    }
    i += matched;
  }
  // Stop words never make a query fail: in a text of nothing else ("skin", "for my face"), the
  // words that name something are searched as written.
  if (isEmptyReading(out)) out.terms.push(...new Set(words.filter((w) => STANDALONE_STOP_WORDS.has(w))));
  return out;
}

/** A search text's words, as interpretQuery and asksForNothing read them: lower case, no apostrophes. */
function queryWords(query: string): string[] {
  return inciTokens(query.replace(/['’]/g, ''));
}

/**
 * Whether a search text asks for nothing at all: stop words alone that name nothing ("products",
 * "show me products", "what should i buy"). Search lists everything for it, as for an empty box,
 * rather than 'No Products Found' (stop words never make a query fail).
 */
export function asksForNothing(query: string): boolean {
  const words = queryWords(query);
  return words.length > 0 && words.every((w) => STOP_WORDS.has(w) && !STANDALONE_STOP_WORDS.has(w));
}

function isEmptyReading(out: QueryInterpretation): boolean {
  return Object.values(out).every((list: readonly unknown[]) => list.length === 0);
}
