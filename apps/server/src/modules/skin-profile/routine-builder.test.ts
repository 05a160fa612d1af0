import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_MAX_CENTS,
  BUDGETS,
  CONCERNS,
  FRAGRANCE_PREFERENCES,
  FREE_FROM,
  PROFILE_CONCERNS,
  ROUTINE_LENGTHS,
  SENSITIVITY_LEVELS,
  SKIN_TYPES,
  type Product,
  type ProductType,
  type SkinProfile,
} from '@seoul-glow/shared';
import { buildRoutine, ROUTINE_PLANS, STEP_KINDS } from './routine-builder';

const TYPES: ProductType[] = [
  'cleanser',
  'toner',
  'essence',
  'serum',
  'eye-care',
  'moisturizer',
  'sunscreen',
  'mask',
  'shampoo',
];

let nextId = 1;
function product(p: Partial<Product> & { productType: ProductType | null }): Product {
  const id = nextId++;
  return {
    id,
    name: `Product ${id}`,
    description: '',
    price: 18,
    stockQuantity: 10,
    weight: 0.2,
    isFeatured: false,
    categoryId: 1,
    categoryName: 'Skincare',
    category: { id: 1, name: 'Skincare' },
    videoLink: null,
    additionalFields: {},
    images: [`${String(id).padStart(24, 'a')}.webp`],
    createdAt: new Date(0).toISOString(),
    averageRating: 5,
    ratingCount: 0,
    brand: 'Test',
    skinTypes: [],
    concerns: [],
    ingredients: ['Water', 'Glycerin'],
    keyIngredients: [],
    freeFrom: [],
    size: '50 ml',
    howToUse: '',
    ...p,
  };
}

const productArb = fc.record({
  productType: fc.constantFrom<ProductType | null>(...TYPES, null),
  price: fc.integer({ min: 100, max: 6000 }).map((c) => c / 100),
  stockQuantity: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })),
  skinTypes: fc.subarray([...SKIN_TYPES]),
  concerns: fc.subarray([...CONCERNS]),
  freeFrom: fc.subarray([...FREE_FROM]),
  averageRating: fc.integer({ min: 10, max: 50 }).map((r) => r / 10),
  ratingCount: fc.nat(300),
});

const profileArb: fc.Arbitrary<SkinProfile> = fc.record({
  skinType: fc.constantFrom(...SKIN_TYPES),
  concerns: fc.subarray([...PROFILE_CONCERNS], { maxLength: 3 }),
  sensitivity: fc.constantFrom(...SENSITIVITY_LEVELS),
  fragrance: fc.constantFrom(...FRAGRANCE_PREFERENCES),
  budget: fc.constantFrom(...BUDGETS),
  routineLength: fc.constantFrom(...ROUTINE_LENGTHS),
});

describe('buildRoutine', () => {
  it('only ever picks in-stock products of the step type that match the profile, or says why not', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 40 }), profileArb, (specs, profile) => {
        const catalog = specs.map((s) => product(s));
        const routine = buildRoutine(catalog, profile);
        const plan = ROUTINE_PLANS[profile.routineLength];
        expect(routine.morning.map((s) => s.key)).toEqual(plan.morning);
        expect(routine.evening.map((s) => s.key)).toEqual(plan.evening);
        for (const step of [...routine.morning, ...routine.evening]) {
          const types: readonly string[] = STEP_KINDS[step.key as keyof typeof STEP_KINDS].types;
          expect(step.pick === null).toBe(step.missing !== null);
          if (step.pick === null) expect(step.alternatives).toEqual([]);
          for (const { product: chosen, why } of [...(step.pick ? [step.pick] : []), ...step.alternatives]) {
            const full = catalog.find((p) => p.id === chosen.id)!;
            expect(types).toContain(full.productType);
            expect(full.stockQuantity).toBeGreaterThan(0);
            expect(full.skinTypes.length === 0 || full.skinTypes.includes(profile.skinType)).toBe(true);
            if (profile.fragrance === 'fragrance-free') expect(full.freeFrom).toContain('fragrance');
            const max = BUDGET_MAX_CENTS[profile.budget];
            if (max !== null) expect(Math.round(full.price * 100)).toBeLessThanOrEqual(max);
            expect(why.length).toBeGreaterThan(10);
          }
          // Nothing that fits was left out when the step is empty.
          if (step.pick === null) {
            const fitting = catalog.filter(
              (p) =>
                p.productType !== null &&
                types.includes(p.productType) &&
                p.stockQuantity > 0 &&
                (p.skinTypes.length === 0 || p.skinTypes.includes(profile.skinType)) &&
                (profile.fragrance !== 'fragrance-free' || p.freeFrom.includes('fragrance')) &&
                (BUDGET_MAX_CENTS[profile.budget] === null ||
                  Math.round(p.price * 100) <= BUDGET_MAX_CENTS[profile.budget]!),
            );
            expect(fitting).toEqual([]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ranks the products treating more of the concerns first, and explains each step in a line', () => {
    const plain = product({ productType: 'serum', skinTypes: ['oily'], concerns: [], price: 12 });
    const targeted = product({
      productType: 'serum',
      skinTypes: ['oily'],
      concerns: ['acne', 'pores'],
      price: 30,
      keyIngredients: ['Niacinamide'],
    });
    const routine = buildRoutine([plain, targeted], {
      skinType: 'oily',
      concerns: ['acne', 'pores'],
      sensitivity: 'rarely',
      fragrance: 'no-preference',
      budget: 'any',
      routineLength: 'classic',
    });
    const serum = routine.morning.find((s) => s.key === 'serum')!;
    expect(serum.pick!.product.id).toBe(targeted.id);
    expect(serum.pick!.why).toBe(
      'Concentrated actives for your concerns: suits oily skin, helps the look of blemishes and refines the look of pores, with Niacinamide.',
    );
    expect(serum.alternatives.map((a) => a.product.id)).toEqual([plain.id]);
  });

  it('names the rule that left a step empty', () => {
    const profile: SkinProfile = {
      skinType: 'dry',
      concerns: [],
      sensitivity: 'rarely',
      fragrance: 'fragrance-free',
      budget: 'under-20',
      routineLength: 'minimal',
    };
    const step = (catalog: Product[]) =>
      buildRoutine(catalog, profile).morning.find((s) => s.key === 'cleanser')!;
    expect(step([]).missing).toBe('No cleanser is in stock right now.');
    expect(step([product({ productType: 'cleanser', skinTypes: ['oily'] })]).missing).toBe(
      'No cleanser in stock suits dry skin yet.',
    );
    expect(step([product({ productType: 'cleanser', skinTypes: ['dry'] })]).missing).toBe(
      'No fragrance-free cleanser in stock suits dry skin yet.',
    );
    expect(
      step([product({ productType: 'cleanser', skinTypes: ['dry'], freeFrom: ['fragrance'], price: 25 })])
        .missing,
    ).toBe('No cleanser for dry skin fits your budget (up to $20 a product).');
    expect(step([product({ productType: 'cleanser', skinTypes: ['dry'], stockQuantity: 0 })]).missing).toBe(
      'No cleanser is in stock right now.',
    );
  });

  it('puts sunscreen in the morning only, and gentler products first for sensitive skin', () => {
    const scented = product({ productType: 'moisturizer', skinTypes: ['sensitive'], freeFrom: [] });
    const gentle = product({
      productType: 'moisturizer',
      skinTypes: ['sensitive'],
      freeFrom: ['fragrance', 'essential-oils', 'alcohol'],
    });
    const spf = product({ productType: 'sunscreen', skinTypes: ['sensitive'] });
    const routine = buildRoutine([scented, gentle, spf], {
      skinType: 'sensitive',
      concerns: [],
      sensitivity: 'often',
      fragrance: 'no-preference',
      budget: 'any',
      routineLength: 'minimal',
    });
    expect(routine.morning.find((s) => s.key === 'moisturizer')!.pick!.product.id).toBe(gentle.id);
    expect(routine.morning.find((s) => s.key === 'sunscreen')!.pick!.product.id).toBe(spf.id);
    expect(routine.evening.some((s) => s.key === 'sunscreen')).toBe(false);
  });
});
