/**
 * The words interpretQuery (interpret-query.ts) reads a search with: the synonyms table and the
 * ingredient glossary's names as phrases, a brand list's names beside them, and the spelling
 * corrections among their words, each worked out once per brand list.
 */
import { INGREDIENT_GLOSSARY, freeTextNames } from '../knowledge/glossary';
import { editDistance } from '../knowledge/edit-distance';
import { inciTokens } from '../knowledge/glossary-types';
import { SEARCH_SYNONYMS, type SynonymRow } from './search-synonyms';

export interface Vocabulary {
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
export function baseVocabulary(): Vocabulary {
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

/** What a list of brand names adds to the vocabulary, and the corrections read with it so far. */
export interface BrandVocabulary {
  brandByKey: Map<string, string>;
  longest: number;
  /** Single words a misspelling may be corrected to: the vocabulary's, then one-word brands. */
  words: string[];
  /** A misspelt word and what it reads as (null: nothing), so each is worked out once. */
  corrected: Map<string, string | null>;
}

/** Per brand list (search passes the catalog index's own array, the same for every request). */
const brandVocabularies = new WeakMap<readonly string[], BrandVocabulary>();
/** Corrections remembered per brand list; past this many the memory starts over. */
const MAX_CORRECTIONS = 20_000;

export function brandVocabulary(vocab: Vocabulary, brands: readonly string[]): BrandVocabulary {
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

export function correctionOf(brands: BrandVocabulary, word: string): string | undefined {
  let fixed = brands.corrected.get(word);
  if (fixed === undefined) {
    fixed = closestWord(word, brands.words) ?? null;
    if (brands.corrected.size >= MAX_CORRECTIONS) brands.corrected.clear();
    brands.corrected.set(word, fixed);
  }
  return fixed ?? undefined;
}

/** The phrase with its last word made singular the regular way ("masks" → "mask"), or itself. */
export function singularOf(key: string): string {
  if (key.length < 4 || !key.endsWith('s') || key.endsWith('ss')) return key;
  return /(ch|sh|x|ss)es$/.test(key) ? key.slice(0, -2) : key.slice(0, -1);
}

/**
 * A two-word phrase of the vocabulary typed as one word ("eyecream", "lipbalm", "sunstick"), or
 * its plural ("eyecreams"); both halves at least two letters.
 */
export function joinedPhrase(vocab: Vocabulary, word: string): SynonymRow | undefined {
  if (word.length < 6 || /\d/.test(word)) return undefined;
  for (let k = 2; k <= word.length - 3; k++) {
    const key = `${word.slice(0, k)} ${word.slice(k)}`;
    const row = vocab.phrases.get(key) ?? vocab.phrases.get(singularOf(key));
    if (row) return row;
  }
  return undefined;
}
