import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

/** Sessions last a working day; the client clears storage when expiryTime passes (SPEC §4). */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
const ISSUER = 'seoul-glow';

export interface TokenClaims {
  userId: number;
  role: string;
}

export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

  /** JWT_SECRET, or a secret generated once and kept in DATA_DIR (shared by instances sharing it). */
  static async create(secret: string | undefined, dataDir: string): Promise<TokenService> {
    if (secret) return new TokenService(new TextEncoder().encode(secret));
    const file = path.join(dataDir, '.jwt-secret');
    let value: string;
    try {
      value = (await fs.readFile(file, 'utf8')).trim();
    } catch {
      await fs.mkdir(dataDir, { recursive: true });
      value = randomBytes(48).toString('base64url');
      try {
        await fs.writeFile(file, value + '\n', { mode: 0o600, flag: 'wx' });
      } catch {
        // Another instance created it first: use theirs.
        value = (await fs.readFile(file, 'utf8')).trim();
      }
    }
    return new TokenService(new TextEncoder().encode(value));
  }

  async issue(claims: TokenClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now + TOKEN_LIFETIME_MS);
    const token = await new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, role: String(payload.role ?? '') };
    } catch {
      return null;
    }
  }
}
