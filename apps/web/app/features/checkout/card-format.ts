import { MESSAGES } from '@seoul-glow/shared';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export const BRAND_LABEL: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: '',
};

/** Groups as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  const groups = detectBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    if (i >= digits.length) break;
    out.push(digits.slice(i, i + g));
    i += g;
  }
  return out.join(' ');
}

/** 'MM / YY' while typing; a leading 2-9 becomes 0N. */
export function formatExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** What Stripe's card element would flag in red under the input (docs/product.md#messages: card field errors). */
export function validateCard(card: CardFields, now = new Date()): CardErrors {
  const C = MESSAGES.card;
  const errors: CardErrors = {};
  const digits = card.number.replace(/\D/g, '');
  const minLength = detectBrand(digits) === 'amex' ? 15 : 16;
  if (digits.length < 12) errors.number = C.incomplete;
  else if (!luhnValid(digits)) errors.number = digits.length < minLength ? C.incomplete : C.invalidNumber;
  const exp = card.expiry.replace(/\D/g, '');
  if (exp.length !== 4) errors.expiry = C.invalidExpiry;
  else {
    const month = Number(exp.slice(0, 2));
    const year = 2000 + Number(exp.slice(2));
    if (month < 1 || month > 12) errors.expiry = C.invalidExpiry;
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      errors.expiry = C.pastExpiry;
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = C.invalidCvc;
  return errors;
}

export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const exp = expiry.replace(/\D/g, '');
  return { expMonth: Number(exp.slice(0, 2)), expYear: 2000 + Number(exp.slice(2, 4)) };
}
