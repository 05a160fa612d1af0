import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewListFilters, ReviewStatus } from '@seoul-glow/shared';
import type { DbOrTx } from '../../db/client';
import { orders, products, reviews, reviewVotes } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

export async function insertReview(db: DbOrTx, review: NewReview): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing().returning();
  return row ?? null;
}

export async function reviewExistsForOrder(db: DbOrTx, orderId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.orderId, orderId), eq(reviews.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives each product the average and count of its published reviews (null and 0 without any:
 * the store then shows 5.0, docs/product.md#screens-and-routes). Run in the transaction that
 * changed its reviews, so the two never disagree; the catalog's trigger sees a changed figure
 * and every instance refreshes the product's pages.
 */
export async function refreshProductRatings(db: DbOrTx, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE ${products} AS p
    SET average_rating = s.average, rating_count = s.n
    FROM (
      SELECT pid,
        (SELECT round(avg(r.rating)::numeric, 2) FROM ${reviews} r WHERE r.product_id = pid AND r.status = 'published') AS average,
        (SELECT count(*)::int FROM ${reviews} r WHERE r.product_id = pid AND r.status = 'published') AS n
      FROM unnest(${`{${ids.join(',')}}`}::int[]) AS pid
    ) AS s
    WHERE p.id = s.pid`);
}

function listConditions(productId: number, f: Partial<ReviewListFilters>): SQL[] {
  const where: SQL[] = [eq(reviews.productId, productId), eq(reviews.status, 'published')];
  if (f.skinType) where.push(eq(reviews.skinType, f.skinType));
  if (f.concern) where.push(sql`${f.concern} = ANY(${reviews.concerns})`);
  if (f.rating) where.push(eq(reviews.rating, f.rating));
  if (f.withPhotos) where.push(sql`cardinality(${reviews.photos}) > 0`);
  return where;
}

const ORDERS = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

/** One page of a product's published reviews and how many match (reviews_product_status_idx). */
export async function listPublished(
  db: DbOrTx,
  productId: number,
  filters: ReviewListFilters,
  pageSize: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(...listConditions(productId, filters));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...ORDERS[filters.sort])
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface SummaryFigures {
  count: number;
  sum: number;
  stars: [number, number, number, number, number];
  recommends: number;
  withPhotos: number;
  bySkinType: { key: string; n: number; sum: number }[];
  byConcern: { key: string; n: number; sum: number }[];
}

/** The product's published reviews in figures, in one round trip. */
export async function summaryFigures(db: DbOrTx, productId: number): Promise<SummaryFigures> {
  const result = await db.execute<{ totals: Record<string, number>; skins: unknown; concerns: unknown }>(sql`
    WITH r AS (
      SELECT rating, skin_type, concerns, recommends, photos FROM ${reviews}
      WHERE product_id = ${productId} AND status = 'published'
    )
    SELECT
      (SELECT json_build_object(
        'count', count(*), 'sum', coalesce(sum(rating), 0),
        's1', count(*) FILTER (WHERE rating = 1), 's2', count(*) FILTER (WHERE rating = 2),
        's3', count(*) FILTER (WHERE rating = 3), 's4', count(*) FILTER (WHERE rating = 4),
        's5', count(*) FILTER (WHERE rating = 5),
        'recommends', count(*) FILTER (WHERE recommends),
        'photos', count(*) FILTER (WHERE cardinality(photos) > 0)) FROM r) AS totals,
      (SELECT coalesce(json_agg(json_build_object('key', skin_type, 'n', n, 'sum', s)), '[]')
        FROM (SELECT skin_type, count(*) AS n, sum(rating) AS s FROM r
              WHERE skin_type IS NOT NULL GROUP BY skin_type) x) AS skins,
      (SELECT coalesce(json_agg(json_build_object('key', c, 'n', n, 'sum', s)), '[]')
        FROM (SELECT c, count(*) AS n, sum(rating) AS s FROM r, unnest(r.concerns) AS c GROUP BY c) y) AS concerns`);
  const row = result.rows[0]!;
  const t = row.totals;
  const num = (v: unknown) => Number(v ?? 0);
  const groups = (v: unknown) =>
    (v as { key: string; n: number; sum: number }[]).map((g) => ({
      key: g.key,
      n: num(g.n),
      sum: num(g.sum),
    }));
  return {
    count: num(t.count),
    sum: num(t.sum),
    stars: [num(t.s1), num(t.s2), num(t.s3), num(t.s4), num(t.s5)],
    recommends: num(t.recommends),
    withPhotos: num(t.photos),
    bySkinType: groups(row.skins),
    byConcern: groups(row.concerns),
  };
}

/**
 * Counts one shopper's helpful vote once: the vote row and the count move together. Returns the
 * count and whether this vote was new; null when the review is not published.
 */
export async function voteHelpful(
  db: DbOrTx,
  reviewId: number,
  voter: string,
): Promise<{ helpfulCount: number; counted: boolean } | null> {
  const result = await db.execute<{ helpful_count: number; counted: boolean }>(sql`
    WITH target AS (
      SELECT id, helpful_count FROM ${reviews} WHERE id = ${reviewId} AND status = 'published'
    ), vote AS (
      INSERT INTO ${reviewVotes} (review_id, voter) SELECT id, ${voter} FROM target
      ON CONFLICT DO NOTHING RETURNING review_id
    ), counted AS (
      UPDATE ${reviews} SET helpful_count = helpful_count + 1
      WHERE id IN (SELECT review_id FROM vote) RETURNING helpful_count
    )
    SELECT coalesce((SELECT helpful_count FROM counted), target.helpful_count) AS helpful_count,
      EXISTS (SELECT 1 FROM counted) AS counted
    FROM target`);
  const row = result.rows[0];
  return row ? { helpfulCount: Number(row.helpful_count), counted: row.counted } : null;
}

/** Copies the live helpful counts to the pages' copy; returns the reviews that moved. */
export async function syncHelpfulCounts(db: DbOrTx): Promise<number> {
  const moved = await db
    .update(reviews)
    .set({ helpfulSynced: sql`${reviews.helpfulCount}` })
    .where(and(sql`${reviews.helpfulSynced} <> ${reviews.helpfulCount}`, eq(reviews.status, 'published')))
    .returning({ id: reviews.id });
  return moved.length;
}

export async function lockReview(db: DbOrTx, id: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateReview(db: DbOrTx, id: number, set: Partial<NewReview>): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return row!;
}

export interface AdminReviewRow {
  review: ReviewRow;
  productName: string;
  orderPublicId: string | null;
}

export async function listForAdmin(
  db: DbOrTx,
  filters: { status?: ReviewStatus; rating?: number; q?: string; page: number },
  pageSize: number,
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(reviews.status, filters.status));
  if (filters.rating) where.push(eq(reviews.rating, filters.rating));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${reviews.title} ILIKE ${like} OR ${reviews.body} ILIKE ${like} OR ${products.name} ILIKE ${like})`,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ review: reviews, productName: products.name, orderPublicId: orders.publicId })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(orders, eq(orders.id, reviews.orderId))
      .where(condition)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findForAdmin(db: DbOrTx, id: number): Promise<AdminReviewRow | null> {
  const [row] = await db
    .select({ review: reviews, productName: products.name, orderPublicId: orders.publicId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

export async function countByStatus(db: DbOrTx): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .select({ status: reviews.status, n: sql<number>`count(*)::int` })
    .from(reviews)
    .groupBy(reviews.status);
  const counts = { pending: 0, published: 0, hidden: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** The reviews written from orders placed with an address, any case (export and erasure). */
export async function reviewsOfEmail(db: DbOrTx, email: string) {
  return db
    .select({ review: reviews, productName: products.name, orderPublicId: orders.publicId })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(sql`lower(${orders.email}) = lower(${email})`)
    .orderBy(asc(reviews.createdAt));
}

export async function deleteReviews(db: DbOrTx, ids: number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  return db.delete(reviews).where(inArray(reviews.id, ids)).returning();
}
