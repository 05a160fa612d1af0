import { describe, expect, it } from 'vitest';
import { normaliseFieldName } from '@seoul-glow/shared';
import { validateProductForm, type ProductFormValues } from './product-form-validation';

const ok: ProductFormValues = {
  name: 'Serum',
  description: 'Nice',
  price: '10',
  stockQuantity: '3',
  weight: '0',
  categoryId: '1',
  videoLink: '',
  isFeatured: false,
  brand: '',
  productType: '',
  skinTypes: [],
  concerns: [],
  ingredients: '',
  keyIngredients: [],
  size: '',
  howToUse: '',
};

describe('product form rules (docs/product.md#validation)', () => {
  it('accepts a complete form with weight 0', () => {
    expect(validateProductForm(ok, 1)).toEqual({});
  });
  it('gives each validation message', () => {
    expect(
      validateProductForm({ ...ok, name: ' ', description: '', price: '', categoryId: '', weight: '' }, 0),
    ).toEqual({
      name: 'Product name is required',
      description: 'Product description is required',
      price: 'Price is required',
      categoryId: 'Category is required',
      weight: 'Weight is required',
      images: 'At least one image is required',
    });
    expect(validateProductForm({ ...ok, price: '0', weight: '-1', videoLink: 'youtube' }, 1)).toEqual({
      price: 'Price must be greater than zero',
      weight: 'Weight cannot be negative',
      videoLink: 'Enter a valid video URL',
    });
  });
  it("uses the save call's own stock rules", () => {
    expect(validateProductForm({ ...ok, stockQuantity: '1.5' }, 1).stockQuantity).toBe(
      'Stock must be a whole number',
    );
    expect(validateProductForm({ ...ok, stockQuantity: '-2' }, 1).stockQuantity).toBe(
      'Stock cannot be negative',
    );
    expect(validateProductForm({ ...ok, stockQuantity: '' }, 1)).toEqual({});
  });
  it('normalises additional field names', () => {
    expect(normaliseFieldName('  How To  Use ')).toBe('how_to_use');
  });

  it('checks the beauty facts with the same rules as the server', () => {
    const beauty = {
      ...ok,
      brand: 'Soonsu',
      productType: 'toner',
      skinTypes: ['oily'],
      ingredients: 'Water, Glycerin, 1,2-Hexanediol, Glycerin',
      keyIngredients: ['Niacinamide'],
      size: 'big',
    };
    expect(validateProductForm(beauty, 1, {}, 'Skincare')).toEqual({
      ingredients: '"Glycerin" is listed twice',
      keyIngredients: 'Key ingredient "Niacinamide" is not in the ingredient list',
      size: 'Size must give an amount and unit, e.g. 150 ml or 50 g',
    });
    const fixed = {
      ...beauty,
      ingredients: 'Water, Glycerin, 1,2-Hexanediol',
      keyIngredients: ['1,2-Hexanediol'],
      size: '150 ml',
    };
    expect(validateProductForm(fixed, 1, {}, 'Skincare')).toEqual({});
    expect(validateProductForm(fixed, 1, {}, 'Haircare')).toEqual({
      productType: 'Choose a product type from the Haircare list',
    });
  });
});
