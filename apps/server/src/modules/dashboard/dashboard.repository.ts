import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

type Row = Record<string, unknown>;

/**
 * Every figure in one round trip per block, computed by PostgreSQL: the card values, and the
 * change of the last 30 days against the 30 days before them ("from last month").
 * Cancelled orders are not sales.
 */
export async function cardFigures(db: DbOrTx) {
  const result = await db.execute(sql`
    WITH w AS (SELECT now() - interval '30 days' AS cur, now() - interval '60 days' AS prev),
    o AS (
      SELECT
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS sales_all,
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled' AND created_at >= w.cur), 0)::bigint AS sales_cur,
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled' AND created_at >= w.prev AND created_at < w.cur), 0)::bigint AS sales_prev,
        count(*)::int AS orders_all,
        (count(*) FILTER (WHERE created_at >= w.cur))::int AS orders_cur,
        (count(*) FILTER (WHERE created_at >= w.prev AND created_at < w.cur))::int AS orders_prev,
        (count(*) FILTER (WHERE status = 'pending'))::int AS pending_all,
        (count(*) FILTER (WHERE status = 'pending' AND created_at >= w.cur))::int AS pending_cur,
        (count(*) FILTER (WHERE status = 'pending' AND created_at >= w.prev AND created_at < w.cur))::int AS pending_prev
      FROM orders, w
    ),
    p AS (
      SELECT count(*)::int AS products_all,
        (count(*) FILTER (WHERE created_at >= w.cur))::int AS products_cur,
        (count(*) FILTER (WHERE created_at >= w.prev AND created_at < w.cur))::int AS products_prev
      FROM products, w
    )
    SELECT o.*, p.*,
      CASE WHEN sales_prev = 0 THEN (CASE WHEN sales_cur > 0 THEN 100 ELSE 0 END)
           ELSE round((sales_cur - sales_prev) * 100.0 / sales_prev, 1) END::float8 AS sales_change,
      CASE WHEN orders_prev = 0 THEN (CASE WHEN orders_cur > 0 THEN 100 ELSE 0 END)
           ELSE round((orders_cur - orders_prev) * 100.0 / orders_prev, 1) END::float8 AS orders_change,
      CASE WHEN pending_prev = 0 THEN (CASE WHEN pending_cur > 0 THEN 100 ELSE 0 END)
           ELSE round((pending_cur - pending_prev) * 100.0 / pending_prev, 1) END::float8 AS pending_change,
      CASE WHEN products_prev = 0 THEN (CASE WHEN products_cur > 0 THEN 100 ELSE 0 END)
           ELSE round((products_cur - products_prev) * 100.0 / products_prev, 1) END::float8 AS products_change
    FROM o, p`);
  const r = result.rows[0] as Row;
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    salesCents: n('sales_all'),
    salesChange: n('sales_change'),
    orders: n('orders_all'),
    ordersChange: n('orders_change'),
    pending: n('pending_all'),
    pendingChange: n('pending_change'),
    products: n('products_all'),
    productsChange: n('products_change'),
  };
}

/** docs/product.md#where-we-differ-from-the-first-specification: the products with the most units sold in orders that were not cancelled. */
export async function topProducts(db: DbOrTx, limit: number) {
  const result = await db.execute(sql`
    SELECT p.id, p.name, p.price_cents,
      (SELECT file_name FROM product_images i WHERE i.product_id = p.id ORDER BY position, id LIMIT 1) AS image,
      s.units::int AS units, s.revenue::bigint AS revenue
    FROM (
      SELECT l.product_id, sum(l.quantity) AS units, sum(l.quantity * l.unit_price_cents) AS revenue
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.status <> 'cancelled' AND l.product_id IS NOT NULL
      GROUP BY l.product_id
    ) s JOIN products p ON p.id = s.product_id
    ORDER BY s.units DESC, s.revenue DESC, p.id
    LIMIT ${limit}`);
  return (result.rows as Row[]).map((r) => ({
    productId: Number(r.id),
    name: String(r.name),
    image: (r.image as string | null) ?? null,
    unitsSold: Number(r.units),
    revenueCents: Number(r.revenue),
    priceCents: Number(r.price_cents),
  }));
}

/** Sales per UTC day for the last 30 days, zero-filled. */
export async function salesByDay(db: DbOrTx) {
  const result = await db.execute(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      coalesce(sum(o.total_cents) FILTER (WHERE o.status <> 'cancelled'), 0)::bigint AS total,
      (count(o.id) FILTER (WHERE o.status <> 'cancelled'))::int AS orders
    FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
    LEFT JOIN orders o ON (o.created_at AT TIME ZONE 'UTC')::date = d.day::date
    GROUP BY d.day ORDER BY d.day`);
  return (result.rows as Row[]).map((r) => ({
    date: String(r.day),
    totalCents: Number(r.total),
    orders: Number(r.orders),
  }));
}
