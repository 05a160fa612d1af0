import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seoul-glow/shared';
import { cardBrand, checkDemoCard, luhnValid } from './card-checks';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030, cvc = '123') => ({
  number,
  expMonth,
  expYear,
  cvc,
});

describe('the demo card network', () => {
  it('checks Luhn and detects the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('accepts spaces, keeps only brand and last 4', () => {
    expect(checkDemoCard(card('4242 4242 4242 4242'), now)).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
    });
    expect(checkDemoCard(card('378282246310005', 1, 2027, '1234'), now)).toEqual({
      ok: true,
      brand: 'amex',
      last4: '0005',
    });
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(checkDemoCard(card('4242424242424242', 11, 2026), now).ok).toBe(true);
    expect(checkDemoCard(card('4242424242424242', 10, 2026), now)).toMatchObject({
      ok: false,
      message: MESSAGES.card.pastExpiry,
    });
    expect(checkDemoCard(card('4242424242424242', 13, 2030), now)).toMatchObject({
      ok: false,
      message: MESSAGES.card.invalidExpiry,
    });
  });

  it('refuses a malformed number or CVC', () => {
    expect(checkDemoCard(card('1234'), now)).toMatchObject({
      ok: false,
      message: MESSAGES.card.invalidNumber,
      last4: null,
    });
    expect(checkDemoCard(card('4242424242424242', 12, 2030, '12'), now)).toMatchObject({
      ok: false,
      code: 'invalid_cvc',
    });
  });

  it('any other valid number succeeds', () => {
    expect(checkDemoCard(card('4000056655665556'), now)).toMatchObject({ ok: true, brand: 'visa' });
  });
});
