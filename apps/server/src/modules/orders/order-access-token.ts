import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@seoul-glow/shared';

const DAY_MS = 86_400_000;
/** 128 bits of the MAC: unguessable, and a link stays short enough to survive mail clients. */
const MAC_BYTES = 16;

/**
 * Signed, expiring order links (docs/product.md#security): `?token=` on the success page and in
 * the mails shows an order whole without its email. The token is `expiry.mac`, the expiry in
 * seconds (base 36) and an HMAC of the order id and that expiry under a key derived from the
 * signing key, so every instance verifies every link and nothing is stored per link.
 */
export class OrderAccessTokens {
  constructor(
    private readonly key: Buffer,
    private readonly lifetimeMs = LIMITS.orderLinkDays * DAY_MS,
  ) {}

  sign(publicId: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expires = Math.floor((now + this.lifetimeMs) / 1000);
    const token = `${expires.toString(36)}.${this.mac(publicId, expires).toString('base64url')}`;
    return { token, expiresAt: new Date(expires * 1000) };
  }

  /** True for a token signed for this order that has not expired. */
  verify(publicId: string, token: string, now = Date.now()): boolean {
    const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return false;
    const expires = parseInt(match[1]!, 36);
    if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
    const given = Buffer.from(match[2]!, 'base64url');
    // One spelling per token: base64url's last character has spare bits that decode alike.
    if (given.toString('base64url') !== match[2]) return false;
    const expected = this.mac(publicId, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(publicId: string, expires: number): Buffer {
    return createHmac('sha256', this.key)
      .update(`order:${publicId.toUpperCase()}:${expires}`)
      .digest()
      .subarray(0, MAC_BYTES);
  }
}
