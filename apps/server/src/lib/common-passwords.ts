import { createRequire } from 'node:module';
import { MESSAGES } from '@seoul-glow/shared';
import { AppError } from './app-error';

/**
 * Admin passwords found on lists of common and leaked passwords are refused beside the
 * six-character minimum (docs/product.md#who-may-do-what). The list is zxcvbn-ts's
 * `passwords-common` (~49,000 entries, kept with the library), loaded on the first password set
 * rather than at start: it takes ~100 ms and a few MB, and most starts never set a password.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** Whether `password` is on the list (the list is lower case; so is the comparison). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Refuses a new password that is on the list, with the message the form shows at the field. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('VALIDATION', MESSAGES.user.passwordCommon);
}
