import { describe, expect, it } from 'vitest';
import { fieldLabel, parseQuantity, truncateText } from './detail-fields';

describe('fieldLabel', () => {
  it('names the demo keys nicely and title-cases others', () => {
    expect(fieldLabel('how_to_use')).toBe('How to Use');
    expect(fieldLabel('key_ingredients')).toBe('Key Ingredients');
    expect(fieldLabel('skin_type')).toBe('Skin Type');
    expect(fieldLabel('country_of_origin')).toBe('Country of Origin');
  });

  it("title-cases a key named like one of Object.prototype's members", () => {
    expect(fieldLabel('constructor')).toBe('Constructor');
    expect(fieldLabel('toString')).toBe('ToString');
    expect(fieldLabel('__proto__')).toBe('Proto');
  });
});

describe('truncateText', () => {
  it('keeps text of up to 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(truncateText(text, 150)).toEqual({ short: text, truncated: false });
  });
  it('truncates longer text at a word boundary', () => {
    const text = `${'word '.repeat(40)}end`;
    const { short, truncated } = truncateText(text, 150);
    expect(truncated).toBe(true);
    expect(short.length).toBeLessThanOrEqual(151);
    expect(short.endsWith('word…')).toBe(true);
  });
});

describe('parseQuantity', () => {
  it('accepts integers of at least 1 only', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '', 'abc', '2e3', '1,000']) expect(parseQuantity(bad)).toBeNull();
  });
});
