/**
 * The team's Skincare Guide articles (docs/product.md#the-skincare-guide), written at every start
 * for any store, demo catalog or not: an article whose slug is missing is inserted, one that exists
 * is left as it is, so an admin's edits and unpublishing survive every restart and deploy.
 */
import type { GuideArticle } from '@seoul-glow/shared';
import type { Db } from '../client';
import { guideArticles } from '../schema';

/** Inserts the articles whose slug the table lacks; returns how many were inserted. */
export async function seedGuideArticles(db: Db, articles: readonly GuideArticle[]): Promise<number> {
  if (articles.length === 0) return 0;
  const inserted = await db
    .insert(guideArticles)
    .values(
      articles.map((a) => ({
        slug: a.slug,
        title: a.title,
        topic: a.topic,
        summary: a.summary,
        body: a.body,
        ingredients: a.ingredients,
        concerns: a.concerns,
        skinTypes: a.skinTypes,
        productTypes: a.productTypes,
        asks: a.asks,
        related: a.related,
        reviewedAt: a.reviewedAt,
        published: a.published,
      })),
    )
    .onConflictDoNothing({ target: guideArticles.slug })
    .returning({ id: guideArticles.id });
  return inserted.length;
}
