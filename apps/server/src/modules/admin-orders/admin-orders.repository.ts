import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@seoul-glow/shared';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** An order's own columns in the admin list. */
const orderRowColumns = {
  publicId: orders.publicId,
  status: orders.status,
  createdAt: orders.createdAt,
  fullName: orders.fullName,
  email: orders.email,
  totalCents: orders.totalCents,
  shippingFeeCents: orders.shippingFeeCents,
  trackingNumber: orders.trackingNumber,
  carrier: orders.carrier,
};

const orderListColumns = {
  ...orderRowColumns,
  // Raw, fully qualified names: drizzle may print columns unqualified inside a select list, and an
  // unqualified "id" in the subquery would bind to order_lines.id.
  itemCount: sql<number>`(SELECT coalesce(sum(ol.quantity), 0)::int FROM order_lines ol WHERE ol.order_id = "orders"."id")`,
};
export type OrderListRow = {
  publicId: string;
  status: OrderStatus;
  createdAt: Date;
  fullName: string;
  email: string;
  totalCents: number;
  shippingFeeCents: number;
  trackingNumber: string | null;
  carrier: string | null;
  itemCount: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The text the admin search looks in: order id, customer name and email, lower-cased, joined by
 * chr(31) so no match spans two fields. Written exactly as the orders_search_trgm_idx expression,
 * so a substring search is a trigram index scan instead of three LIKEs over every order.
 */
const ORDER_SEARCH_TEXT = sql`lower(${orders.publicId} || chr(31) || ${orders.fullName} || chr(31) || ${orders.email})`;

/** The LIKE pattern of an admin search text (lower-cased, wildcards escaped), or undefined for none. */
function searchPattern(q: string | undefined): string | undefined {
  const text = q?.trim().toLowerCase();
  return text ? `%${escapeLike(text)}%` : undefined;
}

/**
 * Orders whose id, customer name or email hold the pattern (a bound value or a prepared
 * statement's placeholder). Public ids are upper-case letters and digits, so a lower-cased match
 * equals the upper-cased one.
 */
function matchesSearch(pattern: unknown): SQL {
  return sql`${ORDER_SEARCH_TEXT} LIKE ${pattern}`;
}

/** A search text holding the separator itself (never typed) is matched field by field. */
const holdsSeparator = (pattern: string | undefined) => pattern?.includes('\x1f') ?? false;

/** Search by order id, customer name or email (docs/product.md#screens-and-routes), optional status, newest first. */
export function orderListWhere(filter: { q?: string; status?: OrderStatus }): SQL | undefined {
  const conditions: SQL[] = [];
  const like = searchPattern(filter.q);
  if (like) {
    conditions.push(
      holdsSeparator(like)
        ? sql`(lower(${orders.publicId}) LIKE ${like} OR lower(${orders.fullName}) LIKE ${like} OR lower(${orders.email}) LIKE ${like})`
        : matchesSearch(like),
    );
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listOrdersPage(
  db: DbOrTx,
  filter: { q?: string; status?: OrderStatus; page: number; pageSize: number },
) {
  const like = searchPattern(filter.q);
  const params = {
    like,
    status: filter.status,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  };
  const prepared = holdsSeparator(like) ? null : preparedList(db, Boolean(like), Boolean(filter.status));
  const [rows, counts] = prepared
    ? await Promise.all([prepared.page.execute(params), prepared.counts.execute(params)])
    : await Promise.all([
        pageQuery(db, orderListWhere(filter)).limit(params.limit).offset(params.offset),
        countsQuery(db, orderListWhere({ q: filter.q })),
      ]);
  const statusCounts: Record<string, number> = {};
  for (const c of counts) statusCounts[c.status] = c.n;
  const total = filter.status ? (statusCounts[filter.status] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0);
  return { rows: rows as OrderListRow[], total, statusCounts };
}

/**
 * The page first, then the item counts of its rows only: as one select list, PostgreSQL would
 * compute the per-order sum for every row the OFFSET skips too. Limit and offset are the caller's.
 */
function pageQuery(db: DbOrTx, where: SQL | undefined) {
  const page = db.$with('page').as(
    db
      .select({ id: sql<number>`${orders.id}`.as('page_id'), ...orderRowColumns })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  );
  return db
    .with(page)
    .select({
      publicId: page.publicId,
      status: page.status,
      createdAt: page.createdAt,
      fullName: page.fullName,
      email: page.email,
      totalCents: page.totalCents,
      shippingFeeCents: page.shippingFeeCents,
      trackingNumber: page.trackingNumber,
      carrier: page.carrier,
      itemCount: sql<number>`(SELECT coalesce(sum(ol.quantity), 0)::int FROM order_lines ol WHERE ol.order_id = "page"."page_id")`,
    })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** Orders per status among those the search finds (the status tabs' counts). */
function countsQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
}

/**
 * The list's two queries as prepared statements, one pair per shape (with or without a search
 * text, with or without a status): building them with drizzle was ~25% of the server's CPU for an
 * admin list request, and PostgreSQL plans a named statement once per connection.
 */
function preparedList(db: DbOrTx, withText: boolean, withStatus: boolean) {
  let shapes = prepared.get(db);
  if (!shapes) prepared.set(db, (shapes = new Map()));
  const shape = `${withText ? 'q' : ''}${withStatus ? 's' : ''}`;
  let pair = shapes.get(shape);
  if (!pair) {
    const text = withText ? matchesSearch(sql.placeholder('like')) : undefined;
    const status = withStatus ? eq(orders.status, sql.placeholder('status')) : undefined;
    pair = {
      page: pageQuery(db, and(text, status))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`admin_orders_page_${shape || 'all'}`),
      counts: countsQuery(db, text).prepare(`admin_orders_counts_${withText ? 'q' : 'all'}`),
    };
    shapes.set(shape, pair);
  }
  return pair;
}
type PreparedPair = {
  page: { execute(params: Record<string, unknown>): Promise<unknown[]> };
  counts: { execute(params: Record<string, unknown>): Promise<{ status: OrderStatus; n: number }[]> };
};
const prepared = new WeakMap<object, Map<string, PreparedPair>>();

export function listAllOrders(db: DbOrTx, limit?: number) {
  const query = db.select(orderListColumns).from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  return (limit ? query.limit(limit) : query) as Promise<OrderListRow[]>;
}
