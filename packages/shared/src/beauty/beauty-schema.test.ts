import { describe, expect, it } from 'vitest';
import { productBeautySchema } from './beauty-schema';
import { EMPTY_BEAUTY, missingBeautyFields, withFreeFrom } from './product-beauty';

const VALID = {
  brand: 'Soonsu',
  productType: 'moisturizer',
  skinTypes: ['sensitive', 'dry'],
  concerns: ['redness', 'sensitivity'],
  ingredients: 'Water, Centella Asiatica Extract, Glycerin, Panthenol, Phenoxyethanol.',
  keyIngredients: ['Centella Asiatica Extract', 'Panthenol'],
  size: '50 ml',
  howToUse: 'Apply morning and night.',
};

function errors(input: unknown): string[] {
  const result = productBeautySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('productBeautySchema', () => {
  it('parses a pasted label and puts chips in the shared order', () => {
    const beauty = productBeautySchema.parse(VALID);
    expect(beauty.ingredients).toEqual([
      'Water',
      'Centella Asiatica Extract',
      'Glycerin',
      'Panthenol',
      'Phenoxyethanol',
    ]);
    expect(beauty.skinTypes).toEqual(['dry', 'sensitive']);
    expect(beauty.concerns).toEqual(['sensitivity', 'redness']);
    expect(missingBeautyFields(beauty)).toEqual([]);
    expect(withFreeFrom(beauty).freeFrom).toEqual([
      'fragrance',
      'alcohol',
      'parabens',
      'sulfates',
      'silicones',
      'essential-oils',
      'mineral-oil',
    ]);
  });

  it('accepts form text for the lists and an empty product type', () => {
    const beauty = productBeautySchema.parse({
      skinTypes: 'oily, combination',
      concerns: 'acne',
      keyIngredients: 'Niacinamide',
      ingredients: ['Water', 'Niacinamide'],
      productType: '',
    });
    expect(beauty.skinTypes).toEqual(['oily', 'combination']);
    expect(beauty.keyIngredients).toEqual(['Niacinamide']);
    expect(beauty.productType).toBeNull();
    expect(missingBeautyFields(beauty)).toEqual(['brand', 'productType', 'size', 'howToUse']);
  });

  it('defaults every field to empty, which lacks brand, type, ingredients, size and how to use', () => {
    const beauty = productBeautySchema.parse({});
    expect(beauty).toEqual(EMPTY_BEAUTY);
    expect(missingBeautyFields(beauty)).toEqual(['brand', 'productType', 'ingredients', 'size', 'howToUse']);
  });

  it('refuses values outside the shared lists with clear messages', () => {
    expect(errors({ ...VALID, productType: 'potion' })).toEqual(['Choose a product type from the list']);
    expect(errors({ ...VALID, skinTypes: ['oily', 'shiny'] })).toEqual(['Choose skin types from the list']);
    expect(errors({ ...VALID, concerns: ['acne', 'warts'] })).toEqual(['Choose concerns from the list']);
  });

  it('reads list values in any case and spacing, as the search does', () => {
    const beauty = productBeautySchema.parse({
      ...VALID,
      productType: ' Serum ',
      skinTypes: 'Dry, OILY',
      concerns: ['Dark spots', 'ACNE'],
    });
    expect(beauty.productType).toBe('serum');
    expect(beauty.skinTypes).toEqual(['dry', 'oily']);
    expect(beauty.concerns).toEqual(['acne', 'dark-spots']);
  });

  it('refuses key ingredients missing from the list and names listed twice', () => {
    expect(errors({ ...VALID, keyIngredients: ['Niacinamide'] })).toEqual([
      'Key ingredient "Niacinamide" is not in the ingredient list',
    ]);
    expect(errors({ ...VALID, keyIngredients: ['centella asiatica extract'] })).toEqual([]);
    expect(errors({ ...VALID, ingredients: 'Water, Glycerin, glycerin' })).toEqual([
      '"glycerin" is listed twice',
      'Key ingredient "Centella Asiatica Extract" is not in the ingredient list',
      'Key ingredient "Panthenol" is not in the ingredient list',
    ]);
  });

  it('holds sizes, lengths and counts to their limits', () => {
    expect(errors({ ...VALID, size: 'big' })).toEqual([
      'Size must give an amount and unit, e.g. 150 ml or 50 g',
    ]);
    for (const size of ['150 ml', '50 g', '5 × 25 ml', '2 × 15 g (with refill)', '1 cap (35 g)', '1.7 fl oz'])
      expect(errors({ ...VALID, size }), size).toEqual([]);
    expect(errors({ ...VALID, brand: 'B'.repeat(61) })).toEqual(['Brand must be 60 characters or fewer']);
    expect(errors({ ...VALID, howToUse: 'x'.repeat(1501) })).toEqual([
      'How to use must be 1,500 characters or fewer',
    ]);
    expect(
      errors({ ...VALID, concerns: ['acne', 'dryness', 'aging', 'pores', 'redness', 'oiliness', 'frizz'] }),
    ).toEqual(['Choose at most 6 concerns']);
    const many = Array.from({ length: 151 }, (_, i) => `Extract ${i}`);
    expect(errors({ ...VALID, ingredients: many, keyIngredients: [] })).toEqual([
      'An ingredient list can hold at most 150 ingredients',
    ]);
    expect(errors({ ...VALID, ingredients: ['Water', 'x'.repeat(201)], keyIngredients: [] })).toEqual([
      'Each ingredient name must be 200 characters or fewer',
    ]);
  });
});
