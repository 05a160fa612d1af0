import type { ReviewHoldReason } from '@seoul-glow/shared';

/**
 * What makes a review wait for an admin (docs/product.md#reviews): a link, an email address or a
 * phone number, in its title, its text or the name it shows. Spam and personal details travel in
 * exactly these; everything else is published at once. Deliberately eager: a false alarm costs an
 * admin a click, a miss puts a stranger's number on a product page. The checks read the text as a
 * reader sees it (readable()), not as its bytes spell it.
 */
const TLD =
  'com|net|org|io|co|ly|me|shop|store|info|biz|xyz|app|site|online|link|top|club|vip|live|buzz|icu|cc|tk|ml|ga|cf|gq|tv|fun|website|space|tech|click|pro|asia|dev|page|today|world|ai|gg|eu|kr|jp|cn|ru|us|uk|de|fr|es|nl|pl|ch|se|au|ca|br|vn|tw|hk|sg|ph';
const LINK = [
  /\b(?:https?|ftp):\/\//i,
  /\bwww\d{0,3}\.[a-z0-9-]+\./i,
  // A bare domain: "glowdeals.shop", "bit.ly/x" (a word, a dot, a known-looking ending).
  new RegExp(`\\b[a-z0-9][a-z0-9-]{1,62}\\.(?:${TLD})\\b(?:/\\S*)?`, 'i'),
];
// "jane @ mail . com" spaced out, but not "good at night. Great" (a full stop ends a sentence).
const EMAIL = /[a-z0-9._%+-]+\s*@\s*[a-z0-9-]+(?:\.[a-z0-9-]+)*(?:\.|\s\.\s)[a-z]{2,}/i;
/** Seven or more digits in a row, allowing the usual separators: "+82 10-1234-5678", "010/1234/5678". */
const PHONE = /(?:\+?\d[\s()./_~-]*){7,}/;

/** Bidirectional controls: they reorder what a reader sees, so stored text never keeps them. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Characters that show as nothing: zero-width spaces and joiners, soft hyphens, fillers, selectors. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** A right-to-left override or isolate and what it reverses, up to its end or the line's. */
const REVERSED_RUN = /[\u202E\u202B\u2067]([^\u202C\u2069\n]*)/g;
const DIGIT = /\p{Nd}/gu;
/** "jane at gmail dot com": a bare "at" counts only with a domain spelled with "dot" after it. */
const SPELLED_ADDRESS = /[a-z0-9._%+-]+\s+at\s+[a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+/gi;

/** The text as stored: typed as it was, without the controls that make it display otherwise. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Any script's digit as its ASCII digit. Unicode's decimal digits come in runs of ten, 0 to 9, so
 * a digit's value is how many digits precede it in its run, modulo ten.
 */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  let before = 0;
  while (before < 100 && /\p{Nd}/u.test(String.fromCodePoint(code - before - 1))) before++;
  return String(before % 10);
}

/**
 * The text as a reader sees it: compatibility forms folded (full-width letters, digits, "＠" and
 * "．" become ASCII), what an override reverses reversed back, invisible characters and bidi
 * controls gone, any script's digits as 0-9, the ideographic full stop and the spelled-out
 * "at" and "dot" (also in brackets) as "@" and ".".
 */
export function readable(text: string): string {
  return text
    .replace(REVERSED_RUN, (_, run: string) => [...run].reverse().join(''))
    .normalize('NFKC')
    .replace(BIDI_CONTROLS, '')
    .replace(INVISIBLE, '')
    .replace(DIGIT, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
    .replace(/[\u3002\uFF61\u2024\uFE52]/g, '.')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(SPELLED_ADDRESS, (address: string) =>
      address.replace(/\s+at\s+/i, '@').replace(/\s+dot\s+/gi, '.'),
    )
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/gi, '@')
    .replace(/\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+/gi, '.');
}

export function holdReasons(...texts: string[]): ReviewHoldReason[] {
  const text = readable(texts.join('\n'));
  const reasons: ReviewHoldReason[] = [];
  if (EMAIL.test(text)) reasons.push('email');
  // An email address also looks like a domain: it is named once, as what it is.
  const rest = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
  if (LINK.some((re) => re.test(rest))) reasons.push('link');
  if (PHONE.test(text)) reasons.push('phone');
  return reasons;
}
