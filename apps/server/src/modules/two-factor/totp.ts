import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import { TWO_FACTOR } from '@seoul-glow/shared';

/**
 * TOTP as authenticator apps speak it (RFC 6238: SHA-1, 6 digits, 30 s) through otplib, and the
 * one-time recovery codes (docs/decisions/0015-admin-sign-in-two-factor-and-audit-log.md).
 */

/** A code is accepted for the step before and after the current one: phone clocks drift. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// link an authenticator app reads, and the same link as an SVG QR code. */
export function enrolment(secret: string, accountEmail: string): { otpauthUri: string; qrSvg: string } {
  const otpauthUri = generateURI({ issuer: TWO_FACTOR.issuer, label: accountEmail, secret });
  return { otpauthUri, qrSvg: renderSVG(otpauthUri, { border: 2 }) };
}

/** Six digits, spaces allowed between them ("123 456" as apps show it). */
export function looksLikeTotp(code: string): boolean {
  return /^\d{3}\s?\d{3}$/.test(code.trim());
}

/**
 * The time step `code` is valid for, or null. A step at or before `afterStep` (the last one
 * accepted) is refused, so a code that signed in once cannot sign in again.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!looksLikeTotp(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code.replace(/\s/g, ''),
      epoch: Math.floor(now / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

// Crockford-like alphabet without look-alikes (0/o, 1/l/i): codes are typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(count: number = TWO_FACTOR.recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The form a recovery code is compared in: lower case, no dashes or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * SHA-256 of the normalised code. A fast hash is enough here (unlike passwords): each code is
 * random with ~49 bits, so a stolen table cannot be guessed back, and checking one costs nothing.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
