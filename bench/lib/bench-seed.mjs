// The bench seed's bulk SQL (generate_series): 10,000 products and 10,000 orders with lines,
// addresses and status histories, in seconds. bench-db.mjs runs it on a migrated database.
import { CATEGORIES, FIRST_NAMES, LAST_NAMES, PLACES, WORDS } from './bench-vocabulary.mjs';

const sqlArray = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

export async function seedProducts(client, count) {
  await client.query(
    `INSERT INTO categories (name) SELECT unnest(${sqlArray(CATEGORIES)}) ON CONFLICT DO NOTHING`,
  );
  await client.query(`
    WITH w AS (
      SELECT ${sqlArray(WORDS.lead)} AS lead, ${sqlArray(WORDS.hero)} AS hero,
             ${sqlArray(WORDS.kind)} AS kind, ${sqlArray(WORDS.benefit)} AS benefit,
             (SELECT array_agg(id ORDER BY id) FROM categories) AS cats
    ), g AS (
      SELECT g, lead[1 + (g * 7) % 20] AS l, hero[1 + (g * 13) % 20] AS h, kind[1 + (g * 17) % 20] AS k,
             benefit[1 + (g * 3) % 10] AS b1, benefit[1 + (g * 11 + 5) % 10] AS b2, cats
      FROM w, generate_series(1, ${count}) AS g
    )
    INSERT INTO products (name, description, price_cents, stock_quantity, weight_grams, is_featured,
                          category_id, average_rating, rating_count, created_at)
    SELECT l || ' ' || h || ' ' || k || ' No. ' || g,
           'A ' || lower(k) || ' with ' || lower(h) || ' that ' || b1 || ' and ' || b2 ||
             ' for a healthy Korean glow. Gentle enough for sensitive skin; made in ' ||
             CASE WHEN g % 3 = 0 THEN 'Jeju' WHEN g % 3 = 1 THEN 'Seoul' ELSE 'Busan' END || '.',
           500 + (g * 7919) % 9500,
           50 + (g * 31) % 450,
           50 + (g * 11) % 400,
           g % 25 = 0,
           cats[1 + g % array_length(cats, 1)],
           round((3.5 + ((g * 37) % 150) / 100.0)::numeric, 2),
           (g * 53) % 900,
           now() - make_interval(mins => g * 7)
    FROM g`);
}

/**
 * Orders over the last 90 days (skewed to recent ones), 1-4 lines each, one shipping address each,
 * a status history whose steps are all in the past and give the order its status (pending →
 * processing → shipped → delivered, about 8% cancelled), customers who come back now and then.
 */
export async function seedOrders(client, count) {
  await client.query('SELECT setseed(0.4207)');
  const {
    rows: [range],
  } = await client.query('SELECT min(id) AS lo, count(*)::int AS n FROM products');
  await client.query(`
    CREATE TEMP TABLE bo AS
    WITH base AS (
      SELECT g,
             now() - (random() ^ 1.4) * interval '90 days' - interval '5 minutes' AS created_at,
             floor((random() ^ 1.5) * 3000)::int AS customer,
             1 + floor((random() ^ 1.6) * 4)::int AS n_lines,
             random() < 0.08 AS cancel,
             floor(random() * 6)::int AS place,
             floor(random() * 4)::int AS card
      FROM generate_series(1, ${count}) AS g
    )
    SELECT b.*,
           (${sqlArray(FIRST_NAMES)})[1 + b.customer % ${FIRST_NAMES.length}] AS first_name,
           (${sqlArray(LAST_NAMES)})[1 + (b.customer / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last_name,
           nextval(pg_get_serial_sequence('orders', 'id')) AS order_id,
           nextval(pg_get_serial_sequence('shipping_addresses', 'id')) AS address_id,
           b.created_at + interval '2 hours' + random() * interval '28 hours' AS t1,
           random() AS r2, random() AS r3,
           'SG1Z' || lpad(floor(random() * 1e12)::bigint::text, 12, '0') AS tracking
    FROM base b`);
  await client.query(`
    ALTER TABLE bo ADD COLUMN t2 timestamptz, ADD COLUMN t3 timestamptz, ADD COLUMN status order_status;
    UPDATE bo SET t2 = t1 + interval '1 day' + r2 * interval '2 days';
    UPDATE bo SET t3 = t2 + interval '3 days' + r3 * interval '6 days';
    UPDATE bo SET status = CASE
      WHEN t1 > now() THEN 'pending'
      WHEN cancel THEN 'cancelled'
      WHEN t2 > now() THEN 'processing'
      WHEN t3 > now() THEN 'shipped'
      ELSE 'delivered' END::order_status`);
  const place = (i) => `(${sqlArray(PLACES.map((p) => p[i]))})[1 + place]`;
  await client.query(`
    INSERT INTO shipping_addresses (id, full_name, email, address_line1, city, state, postal_code, country, created_at)
    SELECT address_id, first_name || ' ' || last_name,
           lower(replace(first_name, '-', '')) || '.' || lower(last_name) || customer || '@example.com',
           (1 + customer % 250) || ' ' || (ARRAY['Main St','Hanok Rd','Maple Ave','Harbour St','Cedar Ln'])[1 + customer % 5],
           ${place(0)}, ${place(1)}, ${place(2)}, ${place(3)}, created_at
    FROM bo`);
  await client.query(`
    CREATE TEMP TABLE bl AS
    SELECT bo.order_id, p.id AS product_id, p.name, p.price_cents, x.quantity
    FROM bo
    CROSS JOIN LATERAL (
      SELECT ${range.lo} + floor(random() * ${range.n})::int AS pid,
             CASE WHEN random() < 0.75 THEN 1 WHEN random() < 0.8 THEN 2 ELSE 3 END AS quantity
      FROM generate_series(1, bo.n_lines) WHERE bo.n_lines > 0
    ) x
    JOIN products p ON p.id = x.pid`);
  await client.query(`
    INSERT INTO orders (id, public_id, status, email, full_name, shipping_address_id, subtotal_cents,
                        shipping_fee_cents, total_cents, payment_method, card_brand, card_last4,
                        tracking_number, stock_returned_at, created_at, updated_at)
    SELECT bo.order_id, 'SG-' || upper(substr(md5('bench' || bo.g), 1, 10)), bo.status, a.email, a.full_name,
           bo.address_id, s.subtotal, CASE WHEN s.subtotal >= 5000 THEN 0 ELSE 599 END,
           s.subtotal + CASE WHEN s.subtotal >= 5000 THEN 0 ELSE 599 END, 'Credit Card',
           (ARRAY['visa','mastercard','amex','visa'])[1 + bo.card], (ARRAY['4242','4444','0005','1881'])[1 + bo.card],
           CASE WHEN bo.status IN ('shipped','delivered') THEN bo.tracking END,
           CASE WHEN bo.status = 'cancelled' THEN bo.t1 END,
           bo.created_at,
           CASE bo.status WHEN 'pending' THEN NULL WHEN 'processing' THEN bo.t1 WHEN 'cancelled' THEN bo.t1
                          WHEN 'shipped' THEN bo.t2 ELSE bo.t3 END
    FROM bo
    JOIN shipping_addresses a ON a.id = bo.address_id
    JOIN (SELECT order_id, sum(price_cents * quantity)::int AS subtotal FROM bl GROUP BY order_id) s
      ON s.order_id = bo.order_id`);
  await client.query(`
    INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity)
    SELECT order_id, product_id, name, price_cents, quantity FROM bl ORDER BY order_id`);
  await client.query(`
    INSERT INTO order_status_history (order_id, status, note, created_at)
    SELECT order_id, 'pending'::order_status, 'Order placed', created_at FROM bo
    UNION ALL SELECT order_id, 'cancelled'::order_status, 'Cancelled at the customer’s request', t1 FROM bo WHERE status = 'cancelled'
    UNION ALL SELECT order_id, 'processing'::order_status, 'Payment confirmed, preparing your order', t1 FROM bo
      WHERE status IN ('processing','shipped','delivered')
    UNION ALL SELECT order_id, 'shipped'::order_status, 'Shipped with tracking number ' || tracking, t2 FROM bo
      WHERE status IN ('shipped','delivered')
    UNION ALL SELECT order_id, 'delivered'::order_status, 'Delivered', t3 FROM bo WHERE status = 'delivered'
    ORDER BY 1, 4`);
  await client.query('DROP TABLE bo; DROP TABLE bl');
}
