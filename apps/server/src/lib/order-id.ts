import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so an id read out over the phone cannot be misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The unguessable public order id (docs/product.md#what-the-store-keeps): `SG-` + 10 characters, 50 random bits. Each
 * character takes the low 5 bits of its own byte; 256 is a multiple of 32, so there is no bias.
 */
export function newOrderPublicId(): string {
  const bytes = randomBytes(10);
  let id = 'SG-';
  for (const b of bytes) id += ALPHABET[b & 31];
  return id;
}
