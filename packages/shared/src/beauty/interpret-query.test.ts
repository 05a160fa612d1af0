import { describe, expect, it } from 'vitest';
import { INGREDIENTS_BY_ID } from '../knowledge/glossary';
import { inciTokens } from '../knowledge/glossary-types';
import { editDistance } from '../knowledge/edit-distance';
import { interpretQuery, type QueryInterpretation } from './interpret-query';
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
    expectReading('for the with', {});
    expectReading('', {});
    // A text of stop words alone is searched for the ones that name something, as written.
    expectReading('for my skin with the', { terms: ['skin'] });
    expectReading('my face and my skin please', { terms: ['face', 'skin'] });
    // Beside a word that reads, "skin" stays a stop word.
    expectReading('skin serum', { productTypes: ['serum'] });
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

describe('interpretQuery: plurals and words typed together', () => {
  it('reads a plural the table does not list as its singular', () => {
    expectReading('face masks', { productTypes: ['mask'] });
    expectReading('lip balms', { productTypes: ['lip-care'] });
    expectReading('body mists', { productTypes: ['body-mist'] });
    expectReading('eye creams', { productTypes: ['eye-care'] });
    // Words that end in "ss" are not plurals.
    expectReading('gloss', { terms: ['gloss'] });
  });

  it('reads a two-word phrase typed as one word', () => {
    expectReading('eyecream', { productTypes: ['eye-care'] });
    expectReading('lipbalm', { productTypes: ['lip-care'] });
    expectReading('facewash', { productTypes: ['cleanser'] });
    expectReading('sunstick', { productTypes: ['sunscreen'] });
    expectReading('bodymists', { productTypes: ['body-mist'] });
    // Not when the text is spelt as meant, and not for words that split into no phrase.
    expect(interpretQuery('eyecream', { correct: false }).terms).toEqual(['eyecream']);
    expectReading('sunset', { terms: ['sunset'] });
  });

  it('reads a misspelt word that begins a brand or phrase as the whole of it', () => {
    expectReading('hyangi house', { brands: ['Hyanggi House'] });
    expectReading('haneull lab serum', { brands: ['Haneul Lab'], productTypes: ['serum'] });
    expectReading('clensing balm', { productTypes: ['cleanser'] });
  });

  it('reads the shopper words added to the table', () => {
    expectReading('face mist', { productTypes: ['toner'] });
    expectReading('spot treatment', { concerns: ['acne'] });
    expectReading('lip stain', { productTypes: ['lip-tint'] });
    expectReading('hair growth', { concerns: ['thinning-hair'] });
    expectReading('oily t-zone', { concerns: ['oiliness'] });
    expectReading('rice', { ingredients: ['rice-extract', 'rice-protein'] });
    expectReading('sleeping mask', { productTypes: ['mask', 'lip-care'] });
    expectReading('acne scars', { concerns: ['dark-spots'] });
    expectReading('under eye', { productTypes: ['eye-care'], concerns: ['dark-circles'] });
    expectReading('body moisturiser', { productTypes: ['body-lotion', 'body-oil'] });
    expectReading('cream for dry hands', { productTypes: ['moisturizer', 'hand-cream'] });
    expectReading('tinted moisturizer', { productTypes: ['tone-up', 'foundation'] });
    expectReading('dry scalp', { concerns: ['flaky-scalp'] });
    expectReading('eye creme', { productTypes: ['eye-care'] });
    expectReading('travel size', { terms: ['travel'] });
    expectReading('K-Beauty', { categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'] });
  });
});

describe('editDistance against the whole table', () => {
  /** Optimal string alignment distance, the textbook way. */
  function reference(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    return d[a.length]![b.length]!;
  }

  it('agrees for random words of every length, within and beyond the limit', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () =>
      Array.from({ length: Math.floor(random() * 14) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let n = 0; n < 2000; n++) {
      const a = word();
      const b = word();
      const max = Math.floor(random() * 4);
      const exact = reference(a, b);
      expect(editDistance(a, b, max)).toBe(exact <= max ? exact : max + 1);
    }
  });
});

describe('four-letter typos', () => {
  it('corrects two swapped letters, and no other edit of a short word', () => {
    expect(interpretQuery('acen').concerns).toEqual(['acne']);
    expect(interpretQuery('akne').concerns).toEqual(['acne']);
    expect(interpretQuery('hari mask').productTypes).toEqual(['hair-mask']);
    // One letter changed makes another word: "mint" is not "tint", "soap" not a "soup".
    expect(interpretQuery('mint').productTypes).toEqual([]);
    expect(interpretQuery('mint').terms).toEqual(['mint']);
  });
});
