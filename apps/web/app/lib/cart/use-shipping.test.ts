import { describe, expect, it } from 'vitest';
import { orderCountries } from './use-shipping';

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
});
