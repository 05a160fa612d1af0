import { describe, expect, it } from 'vitest';
import { INGREDIENTS_BY_ID } from '../knowledge/glossary';
import { inciTokens } from '../knowledge/glossary-types';
import { editDistance, interpretQuery, type QueryInterpretation } from './interpret-query';
import { SEARCH_SYNONYMS, STOP_WORDS } from './search-synonyms';
import { CATEGORY_NAMES } from '../constants';
import { CONCERNS, FREE_FROM, PRODUCT_TYPE_VALUES, SKIN_TYPES } from './taxonomy';

const BRANDS = ['Haneul Lab', 'Soonsu', 'Jeju Dawn', 'Hyanggi House'];

/** Only the fields a case cares about; the rest must be empty. */
function expectReading(q: string, expected: Partial<QueryInterpretation>): void {
  const { corrections: _corrections, phrases: _phrases, ...reading } = interpretQuery(q, { brands: BRANDS });
  const empty = { terms: [], productTypes: [], concerns: [], skinTypes: [], ingredients: [], freeFrom: [] };
  expect(reading, q).toEqual({ ...empty, categories: [], brands: [], ...expected });
}

describe('interpretQuery', () => {
  it('reads every spelling of sunscreen as the product type', () => {
    for (const q of ['sunscreen', 'sun screen', 'Sun Cream', 'sunblock', 'SPF'])
      expectReading(q, { productTypes: ['sunscreen'] });
    expectReading('spf 50', { productTypes: ['sunscreen'], terms: ['50'] });
  });

  it('reads product types, skin types and stop words in a sentence', () => {
    expectReading('moisturizer for dry skin', { productTypes: ['moisturizer'], skinTypes: ['dry'] });
    expectReading('moisturiser for my sensitive skin', {
      productTypes: ['moisturizer'],
      skinTypes: ['sensitive'],
    });
    expectReading('serum for oily skin', { productTypes: ['serum'], skinTypes: ['oily'] });
    expectReading('face wash', { productTypes: ['cleanser'] });
    expectReading('skin toner', { productTypes: ['toner'] });
    expectReading('eye cream for dark circles', { productTypes: ['eye-care'], concerns: ['dark-circles'] });
  });

  it('maps concern words to concerns', () => {
    for (const q of ['acne', 'pimples', 'breakouts', 'blemishes']) expectReading(q, { concerns: ['acne'] });
    for (const q of ['dry', 'dehydrated', 'flaky']) expectReading(q, { concerns: ['dryness'] });
    for (const q of ['wrinkles', 'fine lines', 'anti-aging']) expectReading(q, { concerns: ['aging'] });
    for (const q of ['dull skin', 'glow', 'radiance']) expectReading(q, { concerns: ['brightening'] });
    expectReading('redness', { concerns: ['redness'] });
    expectReading('blackheads and large pores', { concerns: ['pores'] });
    expectReading('dark spots', { concerns: ['dark-spots'] });
    expectReading('hyperpigmentation', { concerns: ['dark-spots'] });
    expectReading('irritated', { concerns: ['sensitivity'] });
  });

  it('maps ingredient names, short forms and pairs to glossary ids', () => {
    expectReading('vitamin c serum', { productTypes: ['serum'], ingredients: ['vitamin-c'] });
    expectReading('ascorbic acid', { ingredients: ['vitamin-c'] });
    for (const q of ['cica', 'centella']) expectReading(q, { ingredients: ['centella-asiatica'] });
    expectReading('BHA', { ingredients: ['salicylic-acid'] });
    expectReading('salicylic acid', { ingredients: ['salicylic-acid'] });
    expectReading('retinol', { ingredients: ['retinol', 'retinal'] });
    expectReading('snail', { ingredients: ['snail-mucin'] });
    expectReading('niacinamide', { ingredients: ['niacinamide'] });
    expectReading('hyaluronic acid', { ingredients: ['hyaluronic-acid'] });
    expectReading('heartleaf toner', { productTypes: ['toner'], ingredients: ['heartleaf'] });
  });

  it('reads free-from, categories and brands', () => {
    expectReading('fragrance free moisturizer', { productTypes: ['moisturizer'], freeFrom: ['fragrance'] });
    expectReading('fragrance-free, alcohol-free toner', {
      productTypes: ['toner'],
      freeFrom: ['fragrance', 'alcohol'],
    });
    expectReading('fragrance', { categories: ['Fragrances'] });
    expectReading('makeup', { categories: ['Makeup'] });
    expectReading('haneul lab serum', { productTypes: ['serum'], brands: ['Haneul Lab'] });
    expectReading('hyanggi', { brands: ['Hyanggi House'] });
  });

  it('corrects misspellings of known words, and only of words long enough to tell apart', () => {
    expect(interpretQuery('sunscren').productTypes).toEqual(['sunscreen']);
    expect(interpretQuery('hyaluronc').ingredients).toEqual(['hyaluronic-acid']);
    expect(interpretQuery('niacinimide').corrections).toEqual([{ from: 'niacinimide', to: 'niacinamide' }]);
    expect(interpretQuery('moisturzer').productTypes).toEqual(['moisturizer']);
    expect(interpretQuery('hanuel', { brands: BRANDS }).brands).toEqual(['Haneul Lab']);
    expect(interpretQuery('mint').terms).toEqual(['mint']);
  });

  it('leaves nonsense and unknown words as text terms, and never fails on stop words alone', () => {
    expectReading('xyzzy qwerty', { terms: ['xyzzy', 'qwerty'] });
    expectReading('red lipstick', { terms: ['red'], productTypes: ['lipstick'] });
    expectReading('for my skin with the', {});
    expectReading('', {});
  });

  it('is fast enough to run on every search', () => {
    interpretQuery('warm up');
    const started = performance.now();
    for (let i = 0; i < 2000; i++)
      interpretQuery('fragrance free moisturiser for dry sensitve skin', { brands: BRANDS });
    expect((performance.now() - started) / 2000).toBeLessThan(1);
  });
});

describe('the synonyms table', () => {
  it('holds each phrase once, and only values the store knows', () => {
    const seen = new Set<string>();
    for (const row of SEARCH_SYNONYMS) {
      for (const term of row.terms) {
        const key = inciTokens(term).join(' ');
        expect(seen.has(key), `"${term}" appears twice`).toBe(false);
        expect(STOP_WORDS.has(key), `"${term}" is also a stop word`).toBe(false);
        seen.add(key);
      }
      for (const t of row.productTypes ?? []) expect(PRODUCT_TYPE_VALUES).toContain(t);
      for (const c of row.concerns ?? []) expect(CONCERNS).toContain(c);
      for (const s of row.skinTypes ?? []) expect(SKIN_TYPES).toContain(s);
      for (const f of row.freeFrom ?? []) expect(FREE_FROM).toContain(f);
      for (const c of row.categories ?? []) expect(CATEGORY_NAMES).toContain(c);
      for (const id of row.ingredients ?? []) expect(INGREDIENTS_BY_ID.has(id), id).toBe(true);
    }
  });

  it('measures edit distance with adjacent swaps', () => {
    expect(editDistance('sunscren', 'sunscreen', 2)).toBe(1);
    expect(editDistance('hanuel', 'haneul', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('names each understood phrase with the words typed and all it means, for search to score', () => {
    const { phrases, terms } = interpretQuery('AHA toner for dry skin zzqx', { brands: BRANDS });
    expect(terms).toEqual(['zzqx']);
    expect(phrases.map((p) => p.words)).toEqual([['aha'], ['toner'], ['dry', 'skin']]);
    expect(phrases[0]!.meaning.ingredients).toEqual(['glycolic-acid', 'lactic-acid', 'mandelic-acid']);
    expect(phrases[1]!.meaning.productTypes).toEqual(['toner']);
    expect(phrases[2]!.meaning.skinTypes).toEqual(['dry']);
    // A misspelling keeps the words typed; the phrase means the word it was read as.
    const typo = interpretQuery('sunscren').phrases[0]!;
    expect(typo.words).toEqual(['sunscren']);
    expect(typo.meaning.productTypes).toEqual(['sunscreen']);
  });

  it('reads text spelt as meant without correcting it (product names)', () => {
    expect(interpretQuery('sunscren', { correct: false }).phrases).toEqual([]);
    expect(interpretQuery('Silky Hair Serum', { correct: false }).ingredients).toEqual([]);
  });
});
