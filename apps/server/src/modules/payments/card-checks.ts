import { MESSAGES } from '@seoul-glow/shared';

const C = MESSAGES.card;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0|6|8)/.test(digits)) return 'diners';
  return 'unknown';
}

/** docs/product.md#checkout: the test cards that fail, with Stripe's decline code and message. */
const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: C.declined },
  '4000000000009995': { code: 'insufficient_funds', message: C.insufficientFunds },
  '4000000000000069': { code: 'expired_card', message: C.expired },
  '4000000000000127': { code: 'incorrect_cvc', message: C.incorrectCvc },
  '4000000000000119': { code: 'processing_error', message: C.processingError },
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string; brand: string | null; last4: string | null };

/**
 * The demo card network: format, Luhn and expiry checks first (as Stripe.js would), then the
 * test-card outcome. Only brand and last 4 leave this function.
 */
export function checkDemoCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) {
    return { ok: false, code: 'incorrect_number', message: C.invalidNumber, brand: null, last4: null };
  }
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  const fail = (code: string, message: string): CardOutcome => ({ ok: false, code, message, brand, last4 });
  if (!luhnValid(digits)) return fail('incorrect_number', C.invalidNumber);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || year < 2000 || year > 2100) {
    return fail('invalid_expiry_month', C.invalidExpiry);
  }
  // A card is valid through the last day of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1)) {
    return fail('invalid_expiry_year', C.pastExpiry);
  }
  // docs/product.md#checkout: any 3- or 4-digit CVC is accepted in demo mode.
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return fail('invalid_cvc', C.invalidCvc);
  }
  const decline = DECLINES[digits];
  if (decline) return fail(decline.code, decline.message);
  return { ok: true, brand, last4 };
}
