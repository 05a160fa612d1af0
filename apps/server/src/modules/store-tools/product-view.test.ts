import { describe, expect, it } from 'vitest';
import { centsPerUnit, packAmount, pricePerUnitText } from './product-view';

describe('price per ml or g', () => {
  it('reads the amount in a pack from its printed size', () => {
    expect(packAmount('50 ml')).toEqual({ amount: 50, unit: 'ml' });
    expect(packAmount('5 × 25 ml')).toEqual({ amount: 125, unit: 'ml' });
    expect(packAmount('2 × 15 g (with refill)')).toEqual({ amount: 30, unit: 'g' });
    expect(packAmount('1 cap (35 g)')).toEqual({ amount: 35, unit: 'g' });
    expect(packAmount('6.5 g')).toEqual({ amount: 6.5, unit: 'g' });
    expect(packAmount('one pack')).toBeNull();
  });

  it('prices a unit in cents and in words, three decimals under a dollar', () => {
    expect(centsPerUnit({ price: 18, size: '150 ml' })).toBe(12);
    expect(pricePerUnitText({ price: 18, size: '150 ml' })).toBe('$0.12 per ml');
    expect(pricePerUnitText({ price: 26, size: '30 ml' })).toBe('$0.867 per ml');
    expect(pricePerUnitText({ price: 16, size: '6.5 g' })).toBe('$2.46 per g');
    expect(pricePerUnitText({ price: 16, size: '' })).toBeNull();
  });
});
