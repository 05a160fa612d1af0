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
 * The words of a text the guard would change: the sentence holding the first claim, cut to where
 * the guarded version differs (common start and end taken off, then widened to whole words).
 */
export function claimPhrase(guard: ClaimsGuard, text: string): string | undefined {
  const sentence = text.split(/(?<=[.!?])\s+|\n+/).find((s) => guard.hasDrugClaim(s));
  if (!sentence) return guard.hasDrugClaim(text) ? text.trim().slice(0, 80) : undefined;
  const guarded = guard.guardClaims(sentence);
  let start = 0;
  while (start < sentence.length && start < guarded.length && sentence[start] === guarded[start]) start++;
  let end = 0;
  while (
    end < sentence.length - start &&
    end < guarded.length - start &&
    sentence[sentence.length - 1 - end] === guarded[guarded.length - 1 - end]
  )
    end++;
  let from = start;
  let to = sentence.length - end;
  while (from > 0 && /\w/.test(sentence[from - 1]!)) from--;
  while (to < sentence.length && /\w/.test(sentence[to]!)) to++;
  const phrase = sentence.slice(from, to).trim();
  return phrase || sentence.trim();
}

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
