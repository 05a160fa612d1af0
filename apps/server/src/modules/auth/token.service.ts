import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { DbOrTx } from '../../db/client';
import { appSecrets } from '../../db/schema';

/** Sessions last a working day; the client clears storage when expiryTime passes (docs/product.md#how-things-change). */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
/**
 * However often it is refreshed, a session ends this long after its sign-in (docs/product.md#security):
 * a stolen token cannot be kept alive for ever.
 */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
const ISSUER = 'seoul-glow';
const JWT_SECRET_NAME = 'jwt';

async function readSecret(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, JWT_SECRET_NAME))
    .limit(1);
  return row?.value;
}

/** The secret of DATA_DIR/.jwt-secret (kept there before it moved to the database), if any. */
async function readLegacySecret(dataDir: string): Promise<string | undefined> {
  try {
    const value = (await fs.readFile(path.join(dataDir, '.jwt-secret'), 'utf8')).trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface TokenClaims {
  userId: number;
  role: string;
  /** The admin's token version when issued; a later password, role or status change raises it. */
  tokenVersion: number;
  /** When the session began (the sign-in), carried through refreshes; absent: a new sign-in. */
  signedInAt?: Date;
}

export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

  /**
   * JWT_SECRET, or a secret generated once and kept in PostgreSQL (`app_secrets`), so every
   * instance sharing the database signs and verifies with the same key. A secret an older version
   * kept in DATA_DIR/.jwt-secret is carried over, so sessions survive the upgrade.
   */
  static async create(
    secret: string | undefined,
    options: { db: DbOrTx; dataDir: string },
  ): Promise<TokenService> {
    if (secret) return new TokenService(new TextEncoder().encode(secret));
    const stored = await readSecret(options.db);
    if (stored) return new TokenService(new TextEncoder().encode(stored));
    const legacy = await readLegacySecret(options.dataDir);
    // The first instance to insert wins; everyone (including it) reads the winner back.
    await options.db
      .insert(appSecrets)
      .values({ name: JWT_SECRET_NAME, value: legacy ?? randomBytes(48).toString('base64url') })
      .onConflictDoNothing({ target: appSecrets.name });
    const value = await readSecret(options.db);
    if (!value) throw new Error('the JWT signing secret could not be stored in the database');
    return new TokenService(new TextEncoder().encode(value));
  }

  /**
   * A key for another purpose (HMAC-SHA256 of the purpose under the signing key), so one secret,
   * kept once for every instance, also signs order links without a token verifying as one.
   */
  deriveKey(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(`seoul-glow:${purpose}`).digest();
  }

  /** A token for TOKEN_LIFETIME_MS, never past SESSION_MAX_MS after the session's sign-in. */
  async issue(claims: TokenClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const signedInAt = Math.floor((claims.signedInAt?.getTime() ?? now) / 1000);
    const expiresAt = new Date(Math.min(now + TOKEN_LIFETIME_MS, signedInAt * 1000 + SESSION_MAX_MS));
    const token = await new SignJWT({ role: claims.role, tv: claims.tokenVersion, sat: signedInAt })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token within its session's lifetime, or null. */
  async verify(token: string, now = Date.now()): Promise<Required<TokenClaims> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      // Tokens issued before versions existed carry none: version 0, the column's first value.
      const tokenVersion = payload.tv === undefined ? 0 : Number(payload.tv);
      if (!Number.isSafeInteger(tokenVersion)) return null;
      // Tokens issued before sessions carried their sign-in count from their own issue time.
      const signedInAt = Number(payload.sat ?? payload.iat);
      if (!Number.isSafeInteger(signedInAt) || signedInAt * 1000 + SESSION_MAX_MS <= now) return null;
      return {
        userId,
        role: String(payload.role ?? ''),
        tokenVersion,
        signedInAt: new Date(signedInAt * 1000),
      };
    } catch {
      return null;
    }
  }
}
