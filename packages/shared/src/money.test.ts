import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  it('writes dollars as Intl does for en-US', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-12.3)).toBe('-$12.30');
    expect(formatUsd(1_000_000)).toBe('$1,000,000.00');
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatUsd(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds to cents as Intl does, halves away from zero', () => {
    expect(formatUsd(0.125)).toBe(intl.format(0.125));
    expect(formatUsd(-0.125)).toBe(intl.format(-0.125));
    expect(formatUsd(-0)).toBe(intl.format(-0));
    for (const x of [1e-7, 0.005, 0.0049999, 999.995, 164000.835, 123456789012.345]) {
      expect(formatUsd(x), String(x)).toBe(intl.format(x));
    }
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(formatUsd(x)).toBe(intl.format(x));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (mills) => {
        expect(formatUsd(mills / 1000)).toBe(intl.format(mills / 1000));
      }),
      { numRuns: 5000 },
    );
  });
});
