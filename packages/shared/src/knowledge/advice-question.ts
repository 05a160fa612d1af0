/**
 * Whether a shopper's text asks for advice (how, why, can I, should I …) rather than for a product
 * (docs/product.md#the-skincare-guide): the store search then shows the guide's answers above the
 * products, and the assistant can answer from the guide. Plain code, no zod: store pages and the
 * assistant both import it.
 */

/** Words that open a question when they come first. */
const QUESTION_OPENERS = new Set([
  'how',
  'hw',
  'why',
  'what',
  'whats',
  'when',
  'whens',
  'should',
  'shall',
  'can',
  'could',
  'is',
  'are',
  'do',
  'does',
  'did',
  'will',
  'would',
  'tips',
]);

/**
 * Phrases that ask how to do something wherever they stand: "spf reapply", "toner or essence
 * first", "retinol vs retinal", "patch test".
 */
const ADVICE_PHRASES: RegExp[] = [
  /\bre-?apply(?:ing)?\b/,
  /\blayer(?:ing|s)?\b/,
  /\b(?:or|then) [a-z]+ first\b|\bfirst or\b|\b(?:goes|comes|go) (?:first|before|after)\b|\bbefore or after\b/,
  /\border of\b/,
  /\b(?:routine|step) order\b/,
  /\b(?:mix|mixing|pair|pairing|combine|combining)\b/,
  /\bpatch[- ]?test/,
  /\bpurg(?:e|es|ed|ing)\b/,
  /\bdouble[- ]?cleans/,
  /\b(?:vs|versus)\b/,
  /\bdifference between\b/,
  /\bhow (?:to|much|often|long|many|do|does|can|should)\b/,
  /\bhowto\b/,
  /\bis it (?:ok|okay|safe|bad|normal|fine)\b/,
  /\bwhat (?:is|are|does|do)\b/,
  /\b(?:can|should|do) i\b/,
  /\bwhy\b/,
];

/** Words of a shopping request: "what is the best toner", "can you recommend a serum". */
const SHOPPING_WORDS =
  /\b(?:best|recommend|recommendation|buy|cheap|cheapest|price|cost|sale|deal|dupe|alternative|gift|under \$?\d+)\b/;

/** Words that turn a shopping request back into a how-to one: "the best way to layer". */
const USE_WORDS = /\b(?:use|using|apply|applying|layer|layering|way|order|often|long|much|safe|ok|okay)\b/;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'/g, '')
    .replace(/[^a-z0-9?$\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when the text reads as a question for advice. A product query ("snail essence",
 * "sunscreen for oily skin") and a shopping question ("what is the best sunscreen") are not.
 */
export function isAdviceQuestion(text: string): boolean {
  const clean = normalise(text);
  if (!clean) return false;
  const words = clean.replace(/\?/g, ' ').split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const plain = words.join(' ');
  const shopping = SHOPPING_WORDS.test(plain) && !USE_WORDS.test(plain);
  if (shopping) return false;
  if (QUESTION_OPENERS.has(words[0]!) && words.length >= 2) return true;
  if (ADVICE_PHRASES.some((phrase) => phrase.test(plain))) return true;
  // A question mark makes a question of anything longer than a product name.
  return clean.endsWith('?') && words.length >= 3;
}
