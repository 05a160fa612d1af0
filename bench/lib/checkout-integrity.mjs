// After a checkout run, from the database: nothing oversold, no acknowledged order lost or
// incomplete, no payment taken without an order or a refund.

/**
 * `ids` are the products shoppers bought from and `startStock` their stock before the run;
 * `placed` the checkouts answered 2xx; `ordersBefore` the highest order id before the run
 * (warm-up orders are counted too, as their stock was taken from the same start).
 */
export async function checkIntegrity(pool, { ids, startStock, ordersBefore, placed }) {
  const sold = new Map(
    (
      await pool.query(
        `SELECT l.product_id, sum(l.quantity)::int AS q FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE o.id > $1 GROUP BY l.product_id`,
        [ordersBefore],
      )
    ).rows.map((r) => [r.product_id, r.q]),
  );
  const stockNow = (await pool.query('SELECT id, stock_quantity FROM products WHERE id = ANY($1)', [ids]))
    .rows;
  const oversold = stockNow.filter(
    (r) => r.stock_quantity < 0 || r.stock_quantity + (sold.get(r.id) ?? 0) !== startStock.get(r.id),
  ).length;
  const strays = [...sold.keys()].filter((id) => !startStock.has(id)).length;
  // Every acknowledged order: present, with its address, its first timeline step and exactly the
  // lines the shopper's cart asked for.
  const stored = new Map(
    (
      await pool.query(
        `SELECT o.public_id, o.payment_intent_id,
                (SELECT json_agg(json_build_array(l.product_id, l.quantity)) FROM order_lines l WHERE l.order_id = o.id) AS lines,
                EXISTS (SELECT 1 FROM shipping_addresses a WHERE a.id = o.shipping_address_id) AS has_address,
                EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id) AS has_history
         FROM orders o WHERE o.public_id = ANY($1)`,
        [placed.map((r) => r.orderId)],
      )
    ).rows.map((r) => [r.public_id, r]),
  );
  const lost = placed.filter((r) => {
    const row = stored.get(r.orderId);
    if (!row || !row.has_address || !row.has_history || row.payment_intent_id !== r.paymentIntentId)
      return true;
    const want = r.items
      .map((i) => `${i.productId}x${i.quantity}`)
      .sort()
      .join();
    const got = (row.lines ?? [])
      .map(([p, q]) => `${p}x${q}`)
      .sort()
      .join();
    return want !== got;
  }).length;
  // Paid but neither placed nor refunded: money taken for nothing.
  const stranded = Number(
    (
      await pool.query(
        `SELECT count(*)::int AS n FROM payment_intents i
         WHERE i.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = i.id)`,
      )
    ).rows[0].n,
  );
  return { oversold: oversold + strays, lost, stranded };
}

/**
 * Paid and still without an order or a refund once the payment reconciler has had its turn:
 * polls until none is left or `timeoutMs` passed (the server runs with a short
 * PAYMENT_GRACE_SECONDS). Also says how the worker settled them.
 */
export async function strandedAfterWorker(pool, { timeoutMs }) {
  const count = async () =>
    Number(
      (
        await pool.query(
          `SELECT count(*)::int AS n FROM payment_intents i
            WHERE i.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = i.id)`,
        )
      ).rows[0].n,
    );
  const until = Date.now() + timeoutMs;
  let stranded = await count();
  while (stranded > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    stranded = await count();
  }
  const outcomes = Object.fromEntries(
    (
      await pool.query(
        `SELECT attention, count(*)::int AS n FROM payment_intents WHERE attention IS NOT NULL GROUP BY attention`,
      )
    ).rows.map((r) => [r.attention, r.n]),
  );
  return { stranded, placedLate: outcomes.placed_late ?? 0, refunded: outcomes.refunded ?? 0 };
}

/**
 * Promo codes after the run: none used more often than its total uses allow, and each one's
 * count of uses equal to its redemptions and to the orders that carry it.
 */
export async function checkPromotions(pool) {
  const rows = (
    await pool.query(
      `SELECT p.code, p.max_uses, p.uses_count,
              (SELECT count(*)::int FROM promotion_redemptions r WHERE r.promotion_id = p.id) AS redemptions,
              (SELECT count(*)::int FROM orders o WHERE o.promo_code = p.code) AS orders
         FROM promotions p`,
    )
  ).rows;
  return {
    overUsed: rows.filter((r) => r.max_uses !== null && r.uses_count > r.max_uses).length,
    mismatched: rows.filter((r) => r.uses_count !== r.redemptions || r.uses_count !== r.orders).length,
    uses: Object.fromEntries(rows.map((r) => [r.code, r.uses_count])),
  };
}
