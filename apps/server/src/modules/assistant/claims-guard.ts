/**
 * The claims guard (docs/product.md#the-beauty-assistant): a cosmetic shop may say what a product
 * does for how skin looks and feels, never that it treats, cures or heals a condition or changes
 * the body ("treats acne", "cures eczema", "boosts collagen"). Every answer, the built-in
 * expert's and a model's, passes through here before a shopper reads it; streamed answers through
 * ClaimGuardStream.
 */

type Rewrite = [RegExp, (match: string, ...groups: string[]) => string];

const CONDITION_WORDING: [RegExp, string][] = [
  [/^(acne|breakouts?|pimples?|blemishes?|spots|zits?)$/, 'helps the look of blemishes'],
  [/^(eczema|dermatitis|psoriasis)$/, 'comforts very dry, easily irritated skin'],
  [/^rosacea$/, 'calms the look of redness'],
  [/^(acne scars|scars|scarring)$/, 'helps fade the look of marks'],
  [/^(melasma|hyperpigmentation|pigmentation)$/, 'helps even the look of dark spots'],
  [/^(inflammation|irritation)$/, 'soothes the skin'],
  [/^(wrinkles|fine lines|ageing|aging)$/, 'smooths the look of fine lines'],
  [/^(infections?|bacteria)$/, 'helps keep skin clean'],
];

function wordingFor(condition: string): string {
  const c = condition.toLowerCase();
  return CONDITION_WORDING.find(([pattern]) => pattern.test(c))?.[1] ?? 'cares for the skin';
}

const CONDITIONS =
  'acne scars|acne|breakouts?|pimples?|blemishes?|zits?|eczema|dermatitis|psoriasis|rosacea|scars|scarring|melasma|hyperpigmentation|pigmentation|inflammation|infections?|wrinkles|fine lines|ageing|aging';

const REWRITES: Rewrite[] = [
  [
    new RegExp(
      `\\b(?:clinically proven to |proven to |designed to |helps? (?:to )?|will |can )?(?:treats?|treating|treated|cures?|curing|cured|heals?|healing|eliminates?|eliminating|gets? rid of|getting rid of|clears? up|fights?|fighting|targets?|targeting|tackles?|tackling|combats?|combating|erases?|reverses?|reversing|prevents?|preventing|stops?|removes?)\\s+(?:your |the |stubborn |active |existing )?(${CONDITIONS})\\b`,
      'gi',
    ),
    (_m, condition) => wordingFor(condition!),
  ],
  [
    /\b(?:boosts?|boosting|stimulates?|stimulating|increases?|increasing|rebuilds?|rebuilding|regenerates?|regenerating|produces?|restores?)\s+(?:your |the skin'?s |skin'?s )?collagen(?: production| levels?| synthesis)?\b/gi,
    () => 'helps skin look firmer',
  ],
  [
    /\b(?:repairs?|heals?|regenerates?)\s+(?:your |the )?(?:dna|skin cells|cells)\b/gi,
    () => 'supports healthy-looking skin',
  ],
  [/\bheals?\s+(?:your |the )?skin\b/gi, () => 'soothes the skin'],
  [/\b(an? )?anti-?inflammatory\b/gi, (_m, article) => `${article ? 'a ' : ''}calming`],
  [
    /\b(an? )?(?:antibacterial|antimicrobial|antiseptic)\b/gi,
    (_m, article) => `${article ? 'a ' : ''}purifying`,
  ],
  [/\bkills?\s+(?:acne[- ])?(?:bacteria|germs)\b/gi, () => 'helps keep pores clear'],
  [
    /\b(?:a )?cure for\s+(?:your |the )?(${CONDITIONS})\b/gi,
    (_m, condition) => `care that ${wordingFor(condition!)}`,
  ],
  [/\bmedical[- ]grade\b/gi, () => 'high-strength'],
];

const PLAIN_FORM: Record<string, string> = {
  helps: 'help',
  comforts: 'comfort',
  calms: 'calm',
  soothes: 'soothe',
  smooths: 'smooth',
  supports: 'support',
  cares: 'care',
};

/**
 * "Peptides boost collagen" → "help skin look firmer": a claim whose verb has no -s (a plural
 * subject) keeps that form in the rewrite; after "can", "will" or "proven to" the wording fits as is.
 */
function agree(original: string, replacement: string): string {
  const plain =
    /^(treat|cure|heal|eliminate|clear|fight|erase|reverse|prevent|stop|remove|boost|stimulate|increase|rebuild|regenerate|produce|restore|repair|get|kill)\b/i;
  if (!plain.test(original)) return replacement;
  return replacement.replace(/^[a-z]+/, (verb) => PLAIN_FORM[verb] ?? verb);
}

function keepCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

/** The text with every drug claim put in cosmetic words. */
export function guardClaims(text: string): string {
  let out = text;
  for (const [pattern, rewrite] of REWRITES) {
    out = out.replace(pattern, (match: string, ...args: unknown[]) => {
      // After the captures, replace() passes the offset (a number) and the whole text.
      const captures = args.slice(
        0,
        args.findIndex((a) => typeof a === 'number'),
      ) as string[];
      return keepCase(match, agree(match, rewrite(match, ...captures)));
    });
  }
  return out;
}

/** Whether a text still holds a drug claim (tests and the dialogue score use it). */
export function hasDrugClaim(text: string): boolean {
  return REWRITES.some(([pattern]) => {
    pattern.lastIndex = 0;
    const found = pattern.test(text);
    pattern.lastIndex = 0;
    return found;
  });
}

/** A claim spans at most this many words; the stream keeps that many back until it knows. */
const HOLD_WORDS = 7;

/**
 * The guard for text that arrives in pieces: it passes text on as soon as no claim can still
 * start in it, holding back the last few words, and never splits a claim between two pieces.
 */
export class ClaimGuardStream {
  private pending = '';

  push(delta: string): string {
    this.pending += delta;
    const gaps = [...this.pending.matchAll(/\s+/g)].map((m) => m.index!);
    if (gaps.length <= HOLD_WORDS) return '';
    let cut = gaps[gaps.length - HOLD_WORDS]!;
    for (const [pattern] of REWRITES) {
      pattern.lastIndex = 0;
      for (const m of this.pending.matchAll(pattern)) {
        if (m.index! < cut && m.index! + m[0].length > cut) cut = m.index!;
      }
    }
    const head = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return guardClaims(head);
  }

  end(): string {
    const rest = guardClaims(this.pending);
    this.pending = '';
    return rest;
  }
}
