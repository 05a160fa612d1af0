import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { GuideArticle } from '@seoul-glow/shared';
import type { DbOrTx } from '../../db/client';
import { guideArticles } from '../../db/schema';

export type GuideRow = typeof guideArticles.$inferSelect;
/** What an admin write sets: every article field but the slug (fixed once created). */
export type GuideValues = Omit<GuideArticle, 'slug'>;

/** Every article, unpublished ones too, in the order written (the team's seed order, then additions). */
export function listGuideRows(db: DbOrTx): Promise<GuideRow[]> {
  return db.select().from(guideArticles).orderBy(asc(guideArticles.id));
}

export async function findGuideRow(db: DbOrTx, slug: string): Promise<GuideRow | undefined> {
  const [row] = await db.select().from(guideArticles).where(eq(guideArticles.slug, slug));
  return row;
}

/** The slugs among `slugs` that name an article. */
export async function existingGuideSlugs(db: DbOrTx, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: guideArticles.slug })
    .from(guideArticles)
    .where(inArray(guideArticles.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

/**
 * What changes whenever any article does: the newest write and the row count. One index-free
 * aggregate over a few hundred rows at most, cheap enough to ask every few seconds.
 */
export async function guideStamp(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`coalesce(max(${guideArticles.updatedAt})::text, '') || '/' || count(*)::text`,
    })
    .from(guideArticles);
  return row?.stamp ?? '';
}

/** Inserts an article; undefined when its slug is taken. */
export async function insertGuideRow(
  db: DbOrTx,
  slug: string,
  values: GuideValues,
): Promise<GuideRow | undefined> {
  const [row] = await db
    .insert(guideArticles)
    .values({ slug, ...values })
    .onConflictDoNothing({ target: guideArticles.slug })
    .returning();
  return row;
}

export async function updateGuideRow(
  db: DbOrTx,
  slug: string,
  values: Partial<GuideValues>,
): Promise<GuideRow | undefined> {
  const [row] = await db
    .update(guideArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(guideArticles.slug, slug))
    .returning();
  return row;
}
