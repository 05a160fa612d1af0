/**
 * The wording rule for the guide's articles (docs/product.md#the-skincare-guide): the assistant's
 * claims guard, handed in by the composition root (the assistant reads the guide, so this folder
 * may not import the assistant's).
 */
import { GUIDE_CLAIM_FIELDS, type GuideClaimField } from '@seoul-glow/shared';

export interface ClaimsGuard {
  hasDrugClaim(text: string): boolean;
  guardClaims(text: string): string;
}

export interface DrugClaim {
  field: GuideClaimField;
  /** The words the guard would rewrite, as written. */
  phrase: string;
}

/**
 * The words of a text the guard objects to: the shortest run of words, in the first sentence
 * holding a claim, that still makes one ("treats acne", "heals the skin"), so the admin sees
 * exactly what to reword. A sentence is a few dozen words; an admin write can afford the search.
 */
export function claimPhrase(guard: ClaimsGuard, text: string): string | undefined {
  const sentence = text.split(/(?<=[.!?])\s+|\n+/).find((s) => guard.hasDrugClaim(s));
  if (!sentence) return guard.hasDrugClaim(text) ? text.trim().slice(0, 80) : undefined;
  const words = sentence.trim().split(/\s+/).slice(0, MAX_WORDS);
  for (let length = 1; length <= words.length; length++) {
    for (let from = 0; from + length <= words.length; from++) {
      const run = words.slice(from, from + length).join(' ');
      if (guard.hasDrugClaim(run)) return run.replace(/^[^\w]+|[^\w]+$/g, '');
    }
  }
  return sentence.trim().slice(0, 80);
}

/** Words of a sentence searched for the claim; a longer one is named by its beginning. */
const MAX_WORDS = 80;

/** The first drug claim in the fields the guard reads (title, short answer, text, other asks). */
export function findDrugClaim(
  guard: ClaimsGuard,
  fields: { title: string; summary: string; body: string; asks: readonly string[] },
): DrugClaim | undefined {
  for (const field of Object.keys(GUIDE_CLAIM_FIELDS) as GuideClaimField[]) {
    const texts = field === 'asks' ? fields.asks : [fields[field]];
    for (const text of texts) {
      const phrase = claimPhrase(guard, text);
      if (phrase) return { field, phrase };
    }
  }
  return undefined;
}
