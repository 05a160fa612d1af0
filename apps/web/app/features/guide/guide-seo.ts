import { STORE_NAME, type GuideArticle } from '@seoul-glow/shared';
import { withTwitterCard } from '~/lib/social-meta';

/** What an article's meta tags read. */
export type ArticleHead = Pick<GuideArticle, 'slug' | 'title' | 'summary' | 'reviewedAt'>;

/**
 * schema.org for an article page: the `Article` itself, and a `FAQPage` whose one question is the
 * title and whose answer is the short answer, so a search engine can show the answer directly.
 */
export function guideJsonLd(article: ArticleHead, origin: string) {
  const url = `${origin}/guide/${article.slug}`;
  const publisher = { '@type': 'Organization', name: STORE_NAME, url: origin };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': url,
      mainEntityOfPage: url,
      headline: article.title,
      description: article.summary,
      dateModified: article.reviewedAt,
      author: publisher,
      publisher,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: article.title,
          acceptedAnswer: { '@type': 'Answer', text: article.summary },
        },
      ],
    },
  ];
}

/** An article page's title, description, canonical URL, Open Graph tags and JSON-LD. */
export function guideArticleMeta(article: ArticleHead, origin: string) {
  const url = `${origin}/guide/${article.slug}`;
  const title = `${article.title} | ${STORE_NAME} Skincare Guide`;
  // The short answer is one or two sentences: the description as it is, on one line.
  const description = article.summary.replace(/\s+/g, ' ').trim();
  return withTwitterCard([
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'article:modified_time', content: article.reviewedAt },
    ...guideJsonLd(article, origin).map((ld) => ({ 'script:ld+json': ld })),
  ]);
}
