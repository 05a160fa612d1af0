import { describe, expect, it } from 'vitest';
import { orderCountries, pickCountry } from './use-shipping';

describe('the shipping country list', () => {
  it('puts the visitor country first and keeps the server list otherwise', () => {
    expect(orderCountries(['Canada', 'Japan', 'United States'], 'united states')).toEqual([
      'United States',
      'Canada',
      'Japan',
    ]);
    expect(orderCountries(['Canada', 'Japan'], 'Narnia')).toEqual(['Canada', 'Japan']);
    expect(orderCountries(['Canada', 'Japan'], null)).toEqual(['Canada', 'Japan']);
  });

  it('starts at the country chosen before, else the located one, else none: never the first of the list', () => {
    const list = ['Australia', 'Canada', 'United States'];
    expect(pickCountry(list, 'canada', 'United States')).toBe('Canada');
    expect(pickCountry(list, 'Narnia', 'united states')).toBe('United States');
    expect(pickCountry(list, null, null)).toBe('');
    expect(pickCountry(list, null, 'Narnia')).toBe('');
  });
});
