import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './pg-errors';

const clash = { code: '23505', constraint: 'orders_public_id_idx' };

describe('isUniqueViolation', () => {
  it('recognises a bare pg error and one drizzle wrapped in cause', () => {
    expect(isUniqueViolation(clash, 'orders_public_id_idx')).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: clash }), 'orders_public_id_idx')).toBe(true);
  });

  it('answers no for another index, another error or no error', () => {
    expect(isUniqueViolation(clash, 'orders_payment_intent_idx')).toBe(false);
    expect(
      isUniqueViolation({ code: '23503', constraint: 'orders_public_id_idx' }, 'orders_public_id_idx'),
    ).toBe(false);
    expect(isUniqueViolation(null, 'orders_public_id_idx')).toBe(false);
  });
});
