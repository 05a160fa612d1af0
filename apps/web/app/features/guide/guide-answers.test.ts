import { describe, expect, it } from 'vitest';
import type { GuideHitView } from '@seoul-glow/shared';
import { guideAnswers, wantsGuideAnswers } from './guide-answers';

const hit = (slug: string, score: number): GuideHitView => ({
  slug,
  title: slug,
  topic: 'routine',
  summary: `${slug} in short.`,
  score,
});

describe('the guide’s answers for a store search', () => {
  it('asks the guide for a question on the first page only, never for a product query', () => {
    expect(wantsGuideAnswers('how to double cleanse', 1)).toBe(true);
    expect(wantsGuideAnswers('spf reapply', 1)).toBe(true);
    expect(wantsGuideAnswers('how to double cleanse', 2)).toBe(false);
    expect(wantsGuideAnswers('snail essence', 1)).toBe(false);
    expect(wantsGuideAnswers('sunscreen for oily skin', 1)).toBe(false);
    expect(wantsGuideAnswers('', 1)).toBe(false);
  });

  it('keeps up to three hits near the best one, without their scores', () => {
    const hits = [hit('a', 10), hit('b', 6), hit('c', 4.5), hit('d', 4.2), hit('e', 1)];
    expect(guideAnswers(hits).map((a) => a.slug)).toEqual(['a', 'b', 'c']);
    expect(guideAnswers(hits)[0]).toEqual({
      slug: 'a',
      title: 'a',
      summary: 'a in short.',
    });
    expect(guideAnswers([hit('a', 10), hit('b', 2)]).map((a) => a.slug)).toEqual(['a']);
    expect(guideAnswers([])).toEqual([]);
  });
});
