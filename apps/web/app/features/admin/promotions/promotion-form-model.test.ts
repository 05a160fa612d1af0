import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seoul-glow/shared';
import {
  formFrom,
  fromLocalInput,
  requestFrom,
  toLocalInput,
  validatePromotion,
} from './promotion-form-model';

const M = MESSAGES.promo;

describe('the promotion form (docs/product.md#checkout)', () => {
  it('turns blanks into no minimum, no dates and unlimited uses', () => {
    const form = { ...formFrom(null), code: ' glow10 ', value: '10' };
    expect(requestFrom(form, null)).toMatchObject({
      code: 'glow10',
      kind: 'percent',
      value: 10,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      active: true,
    });
    expect(validatePromotion(form)).toEqual({});
  });

  it('shows the server contract messages under the fields', () => {
    const form = { ...formFrom(null), code: 'x', value: '150', maxUses: '0' };
    expect(validatePromotion(form)).toMatchObject({
      code: M.codeInvalid,
      value: M.percentInvalid,
      maxUses: M.maxUsesInvalid,
    });
    const dates = {
      ...formFrom(null),
      code: 'DATES',
      value: '5',
      startsAt: '2026-05-02T10:00',
      endsAt: '2026-05-01T10:00',
    };
    expect(validatePromotion(dates)).toEqual({ endsAt: M.endBeforeStart });
    expect(validatePromotion({ ...formFrom(null), code: 'FIX', kind: 'fixed', value: '2.555' })).toEqual({
      value: M.amountInvalid,
    });
  });

  it('keeps times in the admin’s own clock and back', () => {
    const iso = fromLocalInput('2026-03-01T09:30')!;
    expect(toLocalInput(iso)).toBe('2026-03-01T09:30');
    expect(fromLocalInput('')).toBeNull();
  });
});
