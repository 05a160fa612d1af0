import type { ToolProductDetail } from '@seoul-glow/shared';
import type { Reference } from './expert-intent';
import type { ExpertState } from './expert-state';

/** Words of product names too common to point at one product on their own. */
const GENERIC = new Set([
  'the',
  'and',
  'with',
  'for',
  'cream',
  'serum',
  'toner',
  'mask',
  'oil',
  'essence',
  'gel',
  'foam',
  'cleanser',
  'moisturizer',
  'moisturiser',
  'balm',
  'mist',
  'pack',
  'set',
  'one',
  'spf',
  'pa',
]);

const words = (text: string) => text.toLowerCase().match(/[a-z][a-z0-9'-]+/g) ?? [];

/** How many distinctive words of a product's name (and brand) a message contains. */
function nameScore(product: ToolProductDetail, text: Set<string>): number {
  let score = 0;
  for (const w of new Set([...words(product.name), ...words(product.brand)])) {
    if (w.length >= 3 && text.has(w)) score += GENERIC.has(w) ? 0.5 : 1;
  }
  return score;
}

/** The products a message names among those shown in the conversation, best match first. */
export function namedIn(text: string, seen: ToolProductDetail[]): ToolProductDetail[] {
  const said = new Set(words(text));
  return seen
    .map((p) => ({ p, score: nameScore(p, said) }))
    .filter((x) => x.score >= 1.5)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.p);
}

/**
 * The products a reference points at: names first, then positions among the latest cards,
 * "all" of them, "the cheaper one", and otherwise the latest answer's first card (what "it"
 * means after a recommendation).
 */
export function resolveReference(
  ref: Reference,
  state: ExpertState,
  details: Map<number, ToolProductDetail>,
): ToolProductDetail[] {
  const shown = state.shown.map((id) => details.get(id)).filter((p): p is ToolProductDetail => Boolean(p));
  const seen = state.seen.map((id) => details.get(id)).filter((p): p is ToolProductDetail => Boolean(p));
  const named = namedIn(ref.text, seen);
  if (named.length) return named;
  // "The toner": the one card of that type, among the latest cards or, failing that, all shown.
  if (ref.types.length) {
    for (const list of [shown, seen]) {
      const ofType = list.filter((p) => p.productType !== null && ref.types.includes(p.productType));
      if (ofType.length === 1) return ofType;
    }
  }
  if (!shown.length) return [];
  if (ref.positions.length) {
    // "The first two" after an answer with one card reaches back to the cards before it.
    const list =
      Math.max(...ref.positions) >= shown.length
        ? [...shown, ...seen.filter((p) => !shown.includes(p))]
        : shown;
    const picked = ref.positions
      .map((at) => list[at < 0 ? list.length + at : at])
      .filter((p): p is ToolProductDetail => Boolean(p));
    if (picked.length) return [...new Set(picked)];
  }
  if (ref.all) return shown;
  if (ref.cheapest) return [[...shown].sort((a, b) => a.price - b.price)[0]!];
  return [shown[0]!];
}
