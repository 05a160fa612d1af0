import type { AdminGuideArticle, GuideArticle, GuideArticleLink } from '@seoul-glow/shared';
import type { GuideRow } from './guide.repository';

export function toGuideArticle(row: GuideRow): GuideArticle {
  return {
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    summary: row.summary,
    body: row.body,
    ingredients: row.ingredients,
    concerns: row.concerns,
    skinTypes: row.skinTypes,
    productTypes: row.productTypes,
    asks: row.asks,
    related: row.related,
    reviewedAt: row.reviewedAt,
    published: row.published,
  };
}

export function toAdminGuideArticle(row: GuideRow): AdminGuideArticle {
  return {
    id: row.id,
    ...toGuideArticle(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toGuideLink(article: GuideArticle): GuideArticleLink {
  return {
    slug: article.slug,
    title: article.title,
    topic: article.topic,
    summary: article.summary,
    reviewedAt: article.reviewedAt,
  };
}
