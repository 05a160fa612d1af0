import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seoul-glow/shared';
import { assertUncommonPassword, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the leaked favourites, whatever their case', () => {
    for (const p of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', 'dragon']) {
      expect(isCommonPassword(p)).toBe(true);
    }
  });

  it('lets an uncommon password through, and refuses a common one with the message', () => {
    expect(isCommonPassword('SeoulGlow!2026')).toBe(false);
    expect(isCommonPassword('rose-petal-123')).toBe(false);
    expect(() => assertUncommonPassword('rose-petal-123')).not.toThrow();
    expect(() => assertUncommonPassword('letmein')).toThrow(MESSAGES.user.passwordCommon);
  });
});
