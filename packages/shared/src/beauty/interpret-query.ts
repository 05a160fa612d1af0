/**
 * What a shopper's search words mean in the store's beauty vocabulary (docs/product.md#the-api):
 * product types, concerns, skin types, ingredients, free-from claims, categories and brands, read
 * with the reviewed synonyms table and the ingredient glossary. Words nothing understands are left
 * as `terms` for text search; stop words are dropped so "for", "with" or "my" never make a query
 * fail. Allocation-light, and a misspelling is looked up among the vocabulary's words once per
 * brand list (search calls it for every new text, with the catalog's brands).
 */
import { INGREDIENT_GLOSSARY, freeTextNames } from '../knowledge/glossary';
import { editDistance } from '../knowledge/edit-distance';
import { inciTokens } from '../knowledge/glossary-types';
import { SEARCH_SYNONYMS, STANDALONE_STOP_WORDS, STOP_WORDS, type SynonymRow } from './search-synonyms';
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

interface Vocabulary {
  phrases: Map<string, SynonymRow>;
  /** Single words a misspelling may be corrected to, table words first. */
  words: string[];
  longest: number;
}

let vocabulary: Vocabulary | undefined;

function addPhrase(vocab: Vocabulary, phrase: string, row: SynonymRow): void {
  const key = inciTokens(phrase).join(' ');
  if (!key || vocab.phrases.has(key)) return;
  vocab.phrases.set(key, row);
  const size = key.split(' ').length;
  vocab.longest = Math.max(vocab.longest, size);
  if (size === 1 && key.length >= 4 && !/\d/.test(key)) vocab.words.push(key);
}

/** Built once on first use: the synonyms table, then every glossary name it does not already hold. */
function baseVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const vocab: Vocabulary = { phrases: new Map(), words: [], longest: 1 };
  for (const row of SEARCH_SYNONYMS) for (const term of row.terms) addPhrase(vocab, term, row);
  for (const ingredient of INGREDIENT_GLOSSARY) {
    const row: SynonymRow = { terms: [], ingredients: [ingredient.id] };
    for (const name of freeTextNames(ingredient)) addPhrase(vocab, name, row);
  }
  vocabulary = vocab;
  return vocab;
}

/** Short words are too close to each other to correct safely: "tint" is not a typo of "mint". */
function allowedEdits(word: string): number {
  if (word.length < 5) return 0;
  return word.length < 8 ? 1 : 2;
}

/** Whether `b` is `a` with two neighbouring letters swapped ("acen" for "acne"). */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

function closestWord(word: string, candidates: readonly string[]): string | undefined {
  // A four-letter word is corrected only for two swapped letters, the commonest slip of a fast
  // typist ("acen"): any other edit turns one real word into another ("tint", "mint").
  if (word.length === 4) return candidates.find((candidate) => isSwap(word, candidate));
  const max = allowedEdits(word);
  if (max === 0) return undefined;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate, Math.min(max, bestDistance - 1));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      if (d === 1) break;
    }
  }
  return best;
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

/** What a list of brand names adds to the vocabulary, and the corrections read with it so far. */
interface BrandVocabulary {
  brandByKey: Map<string, string>;
  longest: number;
  /** Single words a misspelling may be corrected to: the vocabulary's, then one-word brands. */
  words: string[];
  /** A misspelt word and what it reads as (null: nothing), so each is worked out once. */
  corrected: Map<string, string | null>;
}

const NO_BRANDS: readonly string[] = [];
/** Per brand list (search passes the catalog index's own array, the same for every request). */
const brandVocabularies = new WeakMap<readonly string[], BrandVocabulary>();
/** Corrections remembered per brand list; past this many the memory starts over. */
const MAX_CORRECTIONS = 20_000;

function brandVocabulary(vocab: Vocabulary, brands: readonly string[]): BrandVocabulary {
  let known = brandVocabularies.get(brands);
  if (known) return known;
  const brandByKey = new Map<string, string>();
  for (const brand of brands) {
    const words = inciTokens(brand);
    brandByKey.set(words.join(' '), brand);
    // Shoppers shorten "Haneul Lab" to "haneul"; a brand's first word stands for it unless the
    // vocabulary already means something by it.
    const first = words[0];
    if (words.length > 1 && first && first.length >= 4 && !vocab.phrases.has(first) && !brandByKey.has(first))
      brandByKey.set(first, brand);
  }
  known = {
    brandByKey,
    longest: Math.max(vocab.longest, ...[...brandByKey.keys()].map((k) => k.split(' ').length)),
    words: [...vocab.words, ...[...brandByKey.keys()].filter((k) => !k.includes(' '))],
    corrected: new Map(),
  };
  brandVocabularies.set(brands, known);
  return known;
}

function correctionOf(brands: BrandVocabulary, word: string): string | undefined {
  let fixed = brands.corrected.get(word);
  if (fixed === undefined) {
    fixed = closestWord(word, brands.words) ?? null;
    if (brands.corrected.size >= MAX_CORRECTIONS) brands.corrected.clear();
    brands.corrected.set(word, fixed);
  }
  return fixed ?? undefined;
}

/** The phrase with its last word made singular the regular way ("masks" → "mask"), or itself. */
function singularOf(key: string): string {
  if (key.length < 4 || !key.endsWith('s') || key.endsWith('ss')) return key;
  return /(ch|sh|x|ss)es$/.test(key) ? key.slice(0, -2) : key.slice(0, -1);
}

/**
 * A two-word phrase of the vocabulary typed as one word ("eyecream", "lipbalm", "sunstick"), or
 * its plural ("eyecreams"); both halves at least two letters.
 */
function joinedPhrase(vocab: Vocabulary, word: string): SynonymRow | undefined {
  if (word.length < 6 || /\d/.test(word)) return undefined;
  for (let k = 2; k <= word.length - 3; k++) {
    const key = `${word.slice(0, k)} ${word.slice(k)}`;
    const row = vocab.phrases.get(key) ?? vocab.phrases.get(singularOf(key));
    if (row) return row;
  }
  return undefined;
}

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
