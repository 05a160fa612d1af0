import { describe, expect, it } from 'vitest';
import type { GuideArticleLink } from '@seoul-glow/shared';
import { groupByTopic } from './guide-topics';

const link = (slug: string, topic: GuideArticleLink['topic'], title = slug): GuideArticleLink => ({
  slug,
  title,
  topic,
  summary: '',
  reviewedAt: '2026-11-30',
});

describe('groupByTopic', () => {
  it('groups in the guide’s topic order, keeping the order within a topic, leaving empty topics out', () => {
    const groups = groupByTopic([
      link('perfume', 'fragrance'),
      link('spf', 'sun', 'Sunscreen: how much'),
      link('order', 'routine', 'The order of steps'),
      link('double', 'routine', 'Double cleansing'),
    ]);
    expect(groups.map((g) => [g.label, g.articles.map((a) => a.slug)])).toEqual([
      ['Routine & layering', ['order', 'double']],
      ['Sun care', ['spf']],
      ['Perfume', ['perfume']],
    ]);
  });
});
