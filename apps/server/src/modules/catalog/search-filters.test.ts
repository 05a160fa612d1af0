import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCERNS,
  FREE_FROM,
  INGREDIENT_GLOSSARY,
  findIngredient,
  PRODUCT_TYPES_BY_CATEGORY,
  SKIN_TYPES,
  searchQuerySchema,
  type Product,
  type SearchFacets,
  type SearchQuery,
  type SearchQueryInput,
} from '@seoul-glow/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { categories, products } from '../../db/schema';
import { beautyColumns } from './beauty-facts';
import { CatalogService } from './catalog.service';

/**
 * Every filter combination against a plain in-memory reference (docs/product.md#the-api): the
 * list holds exactly the products that satisfy every filter, and each facet value's count is the
 * number of products the list would hold with that value added.
 */

const BRANDS = ['Soonsu', 'Haneul Lab', 'Jeju Dawn', 'Dalbit'];
const LABEL_WORDS = INGREDIENT_GLOSSARY.filter((i) => i.inci.length > 0)
  .slice(0, 60)
  .map((i) => i.inci[0]!);
const TEXTS = ['', 'cream', 'toner for oily skin', 'acne', 'niacinamide', 'glow serum', 'zzqx'];

/** A deterministic pseudo-random catalog of 160 products with varied beauty facts. */
function catalogRows(categoryIds: Map<string, number>) {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const some = <T>(list: readonly T[], p: number) => list.filter(() => rand() < p);
  const kinds = ['Glow', 'Calm', 'Dew', 'Clear', 'Velvet'];
  return Array.from({ length: 160 }, (_, i) => {
    const category = pick(['Skincare', 'Makeup', 'Haircare', 'Fragrances'] as const);
    const type = rand() < 0.9 ? pick(PRODUCT_TYPES_BY_CATEGORY[category]) : null;
    const ingredients = [...new Set(some(LABEL_WORDS, 0.12))];
    return {
      name: `${pick(kinds)} ${type ?? 'Care'} ${i}`.replace(/-/g, ' '),
      description: `A ${pick(kinds).toLowerCase()} product for a Korean glow.`,
      priceCents: 500 + Math.floor(rand() * 60) * 100,
      stockQuantity: rand() < 0.25 ? 0 : 1 + Math.floor(rand() * 50),
      isFeatured: rand() < 0.2,
      ratingCount: Math.floor(rand() * 100),
      categoryId: categoryIds.get(category)!,
      ...beautyColumns({
        brand: rand() < 0.9 ? pick(BRANDS) : '',
        productType: type,
        skinTypes: some(SKIN_TYPES, 0.5),
        concerns: some(CONCERNS, 0.2),
        ingredients,
        keyIngredients: ingredients.slice(0, 2),
        size: '50 ml',
        howToUse: '',
      }),
    };
  });
}

let t: TestApp;
let catalog: CatalogService;
let everything: Product[];
const categoryOf = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const cats = await db
    .insert(categories)
    .values(['Skincare', 'Makeup', 'Haircare', 'Fragrances'].map((name) => ({ name })))
    .returning();
  for (const c of cats) categoryOf.set(c.id, c.name);
  await db.insert(products).values(catalogRows(new Map(cats.map((c) => [c.name, c.id]))));
  catalog = new CatalogService(db, { listen: false });
  everything = await catalog.listProducts();
}, 60_000);
afterAll(async () => {
  await catalog?.close();
  await t?.close();
});

const idsOfIngredients = (p: Product) => new Set(p.ingredients.map((name) => findIngredient(name)?.id));

type Facet = keyof SearchFacets;

/** Every page of a search, joined. */
async function allOf(input: SearchQueryInput) {
  const first = await catalog.searchProducts(searchQuerySchema.parse({ ...input, pageSize: '100' }));
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++)
    items.push(
      ...(
        await catalog.searchProducts(
          searchQuerySchema.parse({ ...input, pageSize: '100', page: String(page) }),
        )
      ).items,
    );
  return { ...first, items };
}

/** Whether a product satisfies every filter of the query, leaving out `except`. */
function satisfies(p: Product, q: SearchQuery, except?: Facet): boolean {
  if (q.category && categoryOf.get(p.categoryId!)?.toLowerCase() !== q.category.toLowerCase()) return false;
  if (q.minPrice !== undefined && p.price < q.minPrice) return false;
  if (q.maxPrice !== undefined && p.price > q.maxPrice) return false;
  if (q.inStock && p.stockQuantity <= 0) return false;
  if (except !== 'productType' && q.productType && p.productType !== q.productType) return false;
  if (except !== 'brand' && q.brand && p.brand.toLowerCase() !== q.brand.toLowerCase()) return false;
  if (!q.skinType.every((v) => (p.skinTypes as string[]).includes(v))) return false;
  if (!q.concern.every((v) => (p.concerns as string[]).includes(v))) return false;
  if (!q.freeFrom.every((v) => (p.freeFrom as string[]).includes(v))) return false;
  const ids = idsOfIngredients(p);
  return q.ingredient.every((id) => ids.has(id));
}

const filterArb = fc.record(
  {
    q: fc.constantFrom(...TEXTS),
    category: fc.constantFrom('', 'Skincare', 'makeup', 'Nope'),
    skinType: fc.subarray([...SKIN_TYPES, 'dryy'], { maxLength: 2 }).map((v) => v.join(',')),
    concern: fc.subarray([...CONCERNS], { maxLength: 2 }).map((v) => v.join(',')),
    freeFrom: fc.subarray([...FREE_FROM], { maxLength: 3 }).map((v) => v.join(',')),
    productType: fc.constantFrom('', 'serum', 'toner', 'shampoo', 'lipstick', 'nonsense'),
    brand: fc.constantFrom('', ...BRANDS, 'haneul lab', 'Nobody'),
    ingredient: fc
      .subarray(
        INGREDIENT_GLOSSARY.slice(0, 60).map((i) => i.id),
        { maxLength: 2 },
      )
      .map((v) => v.join(',')),
    minPrice: fc.constantFrom('', '10', '25.5'),
    maxPrice: fc.constantFrom('', '30', '60'),
    inStock: fc.constantFrom('', '1'),
    sort: fc.constantFrom('featured', 'price_asc', 'price_desc', 'newest'),
  },
  { requiredKeys: [] },
);

describe('search filters and facets', () => {
  it('list exactly the products satisfying every filter, and count each facet value as adding it would', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, async (input: SearchQueryInput) => {
        const query = searchQuerySchema.parse({ ...input, pageSize: '100' });
        const result = await allOf(input);
        const matching = await allOf({ q: query.q });
        const candidates = everything.filter((p) => matching.items.some((m) => m.id === p.id));
        expect(matching.total).toBe(matching.items.length);

        const expected = candidates.filter((p) => satisfies(p, query));
        expect(result.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(
          expected.map((p) => p.id).sort((a, b) => a - b),
        );
        expect(result.total).toBe(expected.length);

        const count = (facet: Facet, has: (p: Product) => boolean) =>
          candidates.filter((p) => satisfies(p, query, facet) && has(p)).length;
        const check = (facet: Facet, values: readonly string[], has: (p: Product, v: string) => boolean) => {
          // Chosen values are offered even with no product, so the shopper can see and drop them.
          const chosen = new Set(
            facet === 'productType' || facet === 'brand'
              ? values.filter((v) => v.toLowerCase() === query[facet].toLowerCase())
              : (query[facet] as string[]),
          );
          const listed = new Map(result.facets[facet].map((f) => [f.value.toLowerCase(), f.count]));
          for (const v of values) {
            const n = count(facet, (p) => has(p, v));
            if (n > 0 || chosen.has(v)) expect(listed.get(v.toLowerCase()), `${facet}=${v}`).toBe(n);
            else expect(listed.has(v.toLowerCase()), `${facet}=${v} is not offered`).toBe(false);
          }
        };
        check('skinType', SKIN_TYPES, (p, v) => (p.skinTypes as string[]).includes(v));
        check('concern', CONCERNS, (p, v) => (p.concerns as string[]).includes(v));
        check('freeFrom', FREE_FROM, (p, v) => (p.freeFrom as string[]).includes(v));
        check(
          'productType',
          [...new Set(everything.map((p) => p.productType ?? ''))].filter(Boolean),
          (p, v) => p.productType === v,
        );
        check('brand', BRANDS, (p, v) => p.brand === v);
        // Adding a listed value really gives its count.
        const offered = result.facets.concern.find((f) => !query.concern.includes(f.value));
        if (offered) {
          const added = await catalog.searchProducts(
            searchQuerySchema.parse({
              ...input,
              concern: [...query.concern, offered.value].join(','),
              pageSize: '1',
            }),
          );
          expect(added.total).toBe(offered.count);
        }

        if (query.sort === 'price_asc')
          expect(result.items.map((p) => p.price)).toEqual(
            [...result.items.map((p) => p.price)].sort((a, b) => a - b),
          );
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('shows products in stock first among equally relevant ones', async () => {
    for (const q of TEXTS.filter(Boolean)) {
      const result = await allOf({ q });
      const pages = [];
      for (let page = 1; page <= Math.ceil(result.total / 7); page++)
        pages.push(
          ...(await catalog.searchProducts(searchQuerySchema.parse({ q, pageSize: '7', page: String(page) })))
            .items,
        );
      // Paging cuts the same order.
      expect(pages.map((p) => p.id)).toEqual(result.items.map((p) => p.id));
    }
  });
});
