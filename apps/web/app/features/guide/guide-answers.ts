import { isAdviceQuestion, type GuideHitView } from '@seoul-glow/shared';
import type { GuideLinkItem } from './guide-links';

/** Articles shown above a search's products at most. */
export const SEARCH_ANSWERS = 3;

/**
 * Hits scoring below this share of the best one are words in common, not answers. The scores are
 * comparable within one search only, so the bar is relative.
 */
const SHARE_OF_BEST = 0.4;

/**
 * The guide's answers for a store search (docs/product.md#the-skincare-guide): only when the text
 * is a question for advice; a product query ("snail essence") leads with products alone.
 */
export function wantsGuideAnswers(q: string, page: number): boolean {
  return page === 1 && isAdviceQuestion(q);
}

/** The hits worth showing, best first, without their scores. */
export function guideAnswers(hits: GuideHitView[]): GuideLinkItem[] {
  const best = hits.reduce((top, h) => Math.max(top, h.score), 0);
  if (best <= 0) return [];
  return hits
    .filter((h) => h.score >= best * SHARE_OF_BEST)
    .slice(0, SEARCH_ANSWERS)
    .map(({ slug, title, summary }) => ({ slug, title, summary }));
}
