import { describe, expect, it } from 'vitest';
import { detectBrand, formatCardNumber, formatExpiry, parseExpiry, validateCard } from './card-format';

const now = new Date('2026-11-22T12:00:00Z');

describe('the demo card input', () => {
  it('spaces numbers as printed: fours, and 4-6-5 for American Express', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782-822463-10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('55555')).toBe('5555 5');
  });

  it('detects the brand from the first digits', () => {
    expect(detectBrand('4')).toBe('visa');
    expect(detectBrand('5555')).toBe('mastercard');
    expect(detectBrand('37')).toBe('amex');
    expect(detectBrand('9')).toBe('unknown');
  });

  it('formats and parses the expiry', () => {
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04');
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 2030 });
  });

  it('flags incomplete, invalid and past cards with Stripe’s wording', () => {
    expect(validateCard({ number: '4242', expiry: '', cvc: '' }, now)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '123' }, now)).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
    });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '1234' }, now)).toEqual({});
  });
});
