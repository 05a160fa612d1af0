import { SignJWT, jwtVerify } from 'jose';
import { TWO_FACTOR } from '@seoul-glow/shared';
import type { TokenService } from './token.service';

const ISSUER = 'seoul-glow';
const AUDIENCE = 'two-factor-challenge';

export interface ChallengeClaims {
  userId: number;
  tokenVersion: number;
}

/**
 * The proof, between a right password and the code, that the password was right: a JWT signed
 * with a key derived for this purpose only, so it can never pass as a session token (or the
 * reverse). It carries the admin's token version: a password change meanwhile voids it.
 */
export class TwoFactorChallenges {
  private readonly key: Uint8Array;

  constructor(tokens: TokenService) {
    this.key = new Uint8Array(tokens.deriveKey(AUDIENCE));
  }

  async issue(claims: ChallengeClaims, now = Date.now()): Promise<{ challenge: string; expiresAt: Date }> {
    const expiresAt = new Date(now + TWO_FACTOR.challengeMinutes * 60_000);
    const challenge = await new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { challenge, expiresAt };
  }

  async verify(challenge: string): Promise<ChallengeClaims | null> {
    try {
      const { payload } = await jwtVerify(challenge, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      const tokenVersion = Number(payload.tv);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(tokenVersion)) return null;
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }
}
