import { describe, expect, it } from 'vitest';
import { guideArticleMeta } from './guide-seo';

const article = {
  slug: 'reapplying-sunscreen',
  title: 'How often should you reapply sunscreen?',
  summary: 'Every two hours outdoors,\n and after swimming or sweating.',
  reviewedAt: '2026-11-30',
};

describe('guideArticleMeta', () => {
  const tags = guideArticleMeta(article, 'https://shop.test');

  it('names the page, its canonical URL and its description', () => {
    expect(tags).toContainEqual({
      title: 'How often should you reapply sunscreen? | Seoul Glow Skincare Guide',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/guide/reapplying-sunscreen',
    });
    expect(tags).toContainEqual({
      name: 'description',
      content: 'Every two hours outdoors, and after swimming or sweating.',
    });
  });

  it('carries JSON-LD Article and a FAQPage with the title as question and the short answer', () => {
    const ld = tags.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json']);
    expect(ld).toMatchObject([
      {
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        dateModified: '2026-11-30',
        publisher: { '@type': 'Organization', name: 'Seoul Glow' },
      },
      {
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: article.title,
            acceptedAnswer: { '@type': 'Answer', text: article.summary },
          },
        ],
      },
    ]);
  });
});
