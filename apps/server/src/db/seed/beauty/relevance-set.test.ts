import { describe, expect, it } from 'vitest';
import {
  INGREDIENTS_BY_ID,
  SEARCH_SYNONYMS,
  findIngredient,
  interpretQuery,
  type QueryInterpretation,
} from '@seoul-glow/shared';
import relevance from '../../../../../../bench/relevance/queries.json';
import { CATALOG_PRODUCTS, type CatalogEntry } from '../catalog-data';
import { beautyOf } from './catalog-beauty';

interface RelevanceQuery {
  q: string;
  kind: string;
  best?: string;
  relevant: string[];
}

const QUERIES = relevance.queries as RelevanceQuery[];
const CATALOG = CATALOG_PRODUCTS.map((product) => ({ product, beauty: beautyOf(product) }));
const BRANDS = [...new Set(CATALOG.map((c) => c.beauty.brand))];

/**
 * The words a good search also looks for in a product's copy: every spelling of the types,
 * concerns and ingredients the query was read as ("SPF" in a name answers "sunscreen").
 */
function spellings(r: QueryInterpretation): string[] {
  const rows = SEARCH_SYNONYMS.filter(
    (row) =>
      row.productTypes?.some((t) => r.productTypes.includes(t)) ||
      row.concerns?.some((c) => r.concerns.includes(c)) ||
      row.ingredients?.some((i) => r.ingredients.includes(i)),
  );
  const names = r.ingredients.flatMap((id) => INGREDIENTS_BY_ID.get(id)?.names ?? []);
  return [...rows.flatMap((row) => row.terms), ...names, ...r.terms];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether anything the query asks for is true of the product: a fact it holds or a word in its copy. */
function answers(
  { product, beauty }: { product: CatalogEntry; beauty: ReturnType<typeof beautyOf> },
  r: QueryInterpretation,
): boolean {
  const ingredientIds = new Set(beauty.ingredients.map((i) => findIngredient(i)?.id));
  const copy = `${product.name} ${product.description} ${Object.values(product.additionalFields).join(' ')}`
    .toLowerCase()
    .replace(/-/g, ' ');
  return (
    (beauty.productType !== null && r.productTypes.includes(beauty.productType)) ||
    r.concerns.some((c) => beauty.concerns.includes(c)) ||
    r.skinTypes.some((s) => beauty.skinTypes.includes(s)) ||
    r.ingredients.some((i) => ingredientIds.has(i)) ||
    (r.freeFrom.length > 0 && r.freeFrom.every((f) => beauty.freeFrom.includes(f))) ||
    r.categories.includes(product.category) ||
    r.brands.includes(beauty.brand) ||
    spellings(r).some((t) => new RegExp(`\\b${escape(t)}`).test(copy))
  );
}

describe('the search relevance set (bench/relevance/queries.json)', () => {
  it('holds at least 60 distinct queries of every kind the store must answer', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUERIES.map((q) => q.q)).size).toBe(QUERIES.length);
    const kinds = new Set(QUERIES.map((q) => q.kind));
    for (const kind of [
      'type',
      'concern',
      'skin-type',
      'ingredient',
      'free-from',
      'brand',
      'typo',
      'category',
    ])
      expect(kinds, kind).toContain(kind);
    for (const kind of ['makeup', 'hair', 'fragrance']) expect(kinds, kind).toContain(kind);
    expect(QUERIES.filter((q) => q.kind === 'nonsense').length).toBeGreaterThanOrEqual(3);
    const asked = QUERIES.map((q) => q.q);
    for (const q of [
      'sunscreen',
      'sun screen',
      'sun cream',
      'sunblock',
      'spf 50',
      'toner',
      'face wash',
      'acne',
    ])
      expect(asked).toContain(q);
    for (const q of [
      'pimples',
      'fine lines',
      'dull skin',
      'redness',
      'moisturizer for dry skin',
      'serum for oily skin',
    ])
      expect(asked).toContain(q);
    for (const q of [
      'vitamin c serum',
      'cica',
      'centella',
      'snail',
      'niacinamide',
      'hyaluronic acid',
      'retinol',
    ])
      expect(asked).toContain(q);
    for (const q of ['fragrance free moisturizer', 'sunscren', 'moisturiser', 'hyaluronc'])
      expect(asked).toContain(q);
  });

  it('names real demo products, the best one among the relevant', () => {
    const names = new Set(CATALOG_PRODUCTS.map((p) => p.name));
    for (const q of QUERIES) {
      for (const name of q.relevant) expect(names.has(name), `${q.q}: ${name}`).toBe(true);
      expect(new Set(q.relevant).size, q.q).toBe(q.relevant.length);
      if (q.best) expect(q.relevant, q.q).toContain(q.best);
      expect(q.relevant.length > 0, q.q).toBe(q.kind !== 'nonsense');
    }
  });

  it('expects only products whose beauty data or copy answer the query', () => {
    for (const q of QUERIES) {
      const reading = interpretQuery(q.q, { brands: BRANDS });
      for (const name of q.relevant) {
        const entry = CATALOG.find((c) => c.product.name === name)!;
        expect(answers(entry, reading), `${q.q} → ${name}`).toBe(true);
      }
    }
  });

  it('has nonsense queries that no product answers as typed', () => {
    // As typed: "sunscren carburetor" shares a misspelling with the store and nothing else, which
    // search answers with nothing (beauty-search.ts: a guess never answers alone).
    for (const q of QUERIES.filter((x) => x.kind === 'nonsense')) {
      const reading = interpretQuery(q.q, { brands: BRANDS, correct: false });
      expect(
        CATALOG.filter((c) => answers(c, reading)).map((c) => c.product.name),
        q.q,
      ).toEqual([]);
    }
  });
});
