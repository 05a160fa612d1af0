import {
  searchGuideInput,
  searchGuideOutput,
  type GuideArticle,
  type GuideToolHit,
} from '@seoul-glow/shared';
import { closestSentence } from '../guide/guide-excerpt';
import { buildGuideIndex, type GuideHit, type GuideIndex } from '../guide/guide-index';
import { defineTool } from './tool';

/**
 * Where the tools read the Skincare Guide: the index of the articles as published now (the guide
 * service, modules/guide, which rebuilds it when the team edits an article), asked on every call.
 */
export interface GuideSource {
  index(): Promise<GuideIndex>;
}

/** A guide source over a fixed list of articles, indexed once (tests of the tools alone). */
export function fixedGuideSource(articles: readonly GuideArticle[]): GuideSource {
  const index = buildGuideIndex(articles);
  return { index: async () => index };
}

/** Where an article's page is: the store's public origin when known, else a path. */
export function guideUrl(slug: string, origin: string | null): string {
  return `${origin ? origin.replace(/\/+$/, '') : ''}/guide/${slug}`;
}

function toToolHit(hit: GuideHit, query: string, origin: string | null): GuideToolHit {
  const { article } = hit;
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    excerpt: closestSentence(article, query),
    url: guideUrl(article.slug, origin),
    topic: article.topic,
    productTypes: article.productTypes,
    score: Math.round(hit.score * 100) / 100,
    answers: hit.answers,
  };
}

/** search_guide: the guide's articles for a question, for the expert, a model and outside agents. */
export function guideTools(guide: GuideSource) {
  const searchGuide = defineTool({
    name: 'search_guide',
    title: 'Search the Skincare Guide',
    description:
      "The store's Skincare Guide: articles by the team answering how-to questions (routine order, sunscreen, skin types, the skin barrier, pairing actives, breakouts and purging, masks, sensitive skin, hair, perfume). Returns each article's short answer and its link; ground advice in it and link the article.",
    input: searchGuideInput,
    output: searchGuideOutput,
    async run(input, ctx) {
      const hits = (await guide.index()).search(input.query, { limit: input.limit ?? 3 });
      return { articles: hits.map((h) => toToolHit(h, input.query, ctx.origin)) };
    },
  });
  return { searchGuide };
}
