import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@seoul-glow/shared';
import { OrderAccessTokens } from './order-access-token';

const tokens = new OrderAccessTokens(randomBytes(32));
const now = Date.UTC(2026, 2, 1);

describe('signed order links', () => {
  it('verifies a token for its order until it expires, whatever the case of the id', () => {
    const { token, expiresAt } = tokens.sign('SG-ABCDE12345', now);
    expect(expiresAt.getTime() - now).toBe(LIMITS.orderLinkDays * 86_400_000);
    expect(token.length).toBeLessThan(40);
    expect(tokens.verify('SG-ABCDE12345', token, now)).toBe(true);
    expect(tokens.verify('sg-abcde12345', token, now + 86_400_000)).toBe(true);
    expect(tokens.verify('SG-ABCDE12345', token, expiresAt.getTime())).toBe(false);
  });

  it('refuses a token of another order, another key, an edited expiry or a mangled text', () => {
    const { token } = tokens.sign('SG-ABCDE12345', now);
    expect(tokens.verify('SG-ABCDE12346', token, now)).toBe(false);
    expect(new OrderAccessTokens(randomBytes(32)).verify('SG-ABCDE12345', token, now)).toBe(false);
    const [expiry, mac] = token.split('.') as [string, string];
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    expect(tokens.verify('SG-ABCDE12345', `${later}.${mac}`, now)).toBe(false);
    const flipped = (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1);
    expect(tokens.verify('SG-ABCDE12345', `${expiry}.${flipped}`, now)).toBe(false);
    // The last character carries 2 bits and 4 spare ones: another spelling of the same bytes.
    const respelled = mac.slice(0, -1) + String.fromCharCode(mac.charCodeAt(mac.length - 1) ^ 1);
    expect(tokens.verify('SG-ABCDE12345', `${expiry}.${respelled}`, now)).toBe(false);
    for (const bad of ['', '.', token + 'x', token.replace('.', ''), `zzzzzzzzzzz.${mac}`, '💥'.repeat(10)]) {
      expect(tokens.verify('SG-ABCDE12345', bad, now), bad).toBe(false);
    }
  });
});
