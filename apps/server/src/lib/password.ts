import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): ~20 ms here, slow enough for guessing, fast enough to sign in.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Verified when the email is unknown, so a wrong email costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function timingDecoy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('decoy-password-never-used');
  return dummyHash.then((h) => verifyPassword(h, password));
}
