import type { ReviewHoldReason } from '@seoul-glow/shared';

/**
 * What makes a review wait for an admin (docs/product.md#how-things-change): a link, an email
 * address or a phone number. Spam and personal details travel in exactly these; everything else
 * is published at once. Deliberately eager: a false alarm costs an admin a click, a miss puts a
 * stranger's number on a product page.
 */
const LINK = [
  /\b(?:https?|ftp):\/\//i,
  /\bwww\d{0,3}\.[a-z0-9-]+\./i,
  // A bare domain: "glowdeals.shop", "bit.ly/x" (a word, a dot, a known-looking ending).
  /\b[a-z0-9][a-z0-9-]{1,62}\.(?:com|net|org|io|co|ly|me|shop|store|info|biz|xyz|app|site|online|link|kr|jp|cn|ru|us|uk|de)\b(?:\/\S*)?/i,
];
const EMAIL =
  /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\.[a-z0-9-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*[a-z]{2,}/i;
/** Seven or more digits in a row, allowing the usual separators: "+82 10-1234-5678", "555 123 4567". */
const PHONE = /(?:\+?\d[\s().-]*){7,}/;

export function holdReasons(...texts: string[]): ReviewHoldReason[] {
  const text = texts.join('\n');
  const reasons: ReviewHoldReason[] = [];
  if (EMAIL.test(text)) reasons.push('email');
  // An email address also looks like a domain: it is named once, as what it is.
  const rest = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
  if (LINK.some((re) => re.test(rest))) reasons.push('link');
  if (PHONE.test(text)) reasons.push('phone');
  return reasons;
}
