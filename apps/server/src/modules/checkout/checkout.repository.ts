import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, paymentIntents, type ShippingAddressFields } from '../../db/schema';
import { rateLimitHitSql, type RateRule } from '../../lib/rate-limiter';
import type { ShippingZoneRule } from '../shipping/shipping-fee';
import { cartReadColumns, type CartProductRow } from './cart-pricing';
import { NamedStatement, ph } from '../../lib/named-statement';

export type IntentRow = typeof paymentIntents.$inferSelect;

export async function findIntent(db: DbOrTx, id: string, lock = false): Promise<IntentRow | null> {
  const query = db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markIntentSucceeded(
  db: DbOrTx,
  id: string,
  cardBrand: string | null,
  cardLast4: string | null,
) {
  await db
    .update(paymentIntents)
    .set({ status: 'succeeded', cardBrand, cardLast4, updatedAt: new Date() })
    .where(
      and(eq(paymentIntents.id, id), inArray(paymentIntents.status, ['requires_payment_method', 'failed'])),
    );
}

/** Marks the intent refunded unless an order already uses it; true when this call claimed the refund. */
export async function claimRefund(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.id, id),
        eq(paymentIntents.status, 'succeeded'),
        sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.paymentIntentId} = ${id})`,
      ),
    )
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The hot path (issue 7): each step of a checkout is one or two statements, each a named
// (prepared) statement, with the rate-limit hit folded into the statement that needs it.

const statusList = sql`ARRAY['requires_payment_method', 'failed']::payment_status[]`;

export interface CartRead {
  products: CartProductRow[];
  zone: ShippingZoneRule | null;
}

/**
 * createPaymentIntent, step 1: count the caller's hit (committed without waiting for the WAL
 * flush, like every rate-limit counter) and read the cart's products and shipping zone.
 */
const intentRead = new NamedStatement<
  { key: string; window: number; ids: number[]; country: string },
  CartRead & { count: number; retry: number }
>(
  'checkout_intent_read',
  sql`WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true)),
    hit AS (${rateLimitHitSql(ph('key'), ph('window'))})
    SELECT hit.count, hit.retry, ${cartReadColumns(ph('ids'), ph('country'))}
    FROM hit, async_commit`,
);

export async function countAndReadCart(
  db: Db,
  rule: RateRule,
  caller: string,
  productIds: number[],
  country: string,
) {
  const [row] = await intentRead.run(db, {
    key: `${rule.name}:${caller}`,
    window: rule.windowMs / 1000,
    ids: productIds,
    country: country.trim().toLowerCase(),
  });
  return row!;
}

const intentInsert = new NamedStatement<
  {
    id: string;
    secret: string;
    provider: string;
    amount: number;
    email: string;
    country: string;
    items: string;
    subtotal: number;
    shipping: number;
  },
  never
>(
  'checkout_intent_insert',
  sql`INSERT INTO payment_intents
        (id, client_secret, provider, amount_cents, email, country, items, subtotal_cents, shipping_fee_cents)
      VALUES (${ph('id')}, ${ph('secret')}, ${ph('provider')}, ${ph('amount')}, ${ph('email')},
              ${ph('country')}, ${ph('items')}::jsonb, ${ph('subtotal')}, ${ph('shipping')})`,
);

/** createPaymentIntent, step 2: the intent row (a durable commit). */
export async function insertIntentFast(db: Db, row: typeof paymentIntents.$inferInsert) {
  await intentInsert.run(db, {
    id: row.id,
    secret: row.clientSecret,
    provider: row.provider,
    amount: row.amountCents,
    email: row.email,
    country: row.country,
    items: JSON.stringify(row.items),
    subtotal: row.subtotalCents,
    shipping: row.shippingFeeCents,
  });
}

const cardOutcome = new NamedStatement<
  {
    key: string;
    window: number;
    max: number;
    secret: string;
    status: string;
    brand: string | null;
    last4: string | null;
    code: string | null;
    message: string | null;
  },
  {
    count: number;
    retry: number;
    id: string | null;
    provider: string | null;
    status: string | null;
    recorded: boolean;
  }
>(
  'checkout_card_outcome',
  sql`WITH hit AS (${rateLimitHitSql(ph('key'), ph('window'))}),
    intent AS (SELECT id, provider, status FROM payment_intents WHERE client_secret = ${ph('secret')}),
    recorded AS (
      UPDATE payment_intents p
         SET status = ${ph('status')}::payment_status, card_brand = ${ph('brand')}, card_last4 = ${ph('last4')},
             failure_code = ${ph('code')}, failure_message = ${ph('message')}, updated_at = now()
        FROM hit
       WHERE p.client_secret = ${ph('secret')} AND p.provider = 'demo' AND p.status = ANY(${statusList})
         AND hit.count <= ${ph('max')}
      RETURNING p.id)
    SELECT hit.count, hit.retry, intent.id, intent.provider, intent.status,
           EXISTS (SELECT 1 FROM recorded) AS recorded
      FROM hit LEFT JOIN intent ON true`,
);

/**
 * The demo confirm in one statement: count the caller's card attempt, find the intent by its
 * secret and record the card's outcome while the intent can still be paid and the caller is
 * within the limit (one durable commit: a paid outcome must survive a crash).
 */
export async function countAndRecordCardOutcome(
  db: Db,
  rule: RateRule,
  caller: string,
  clientSecret: string,
  outcome: {
    status: 'succeeded' | 'failed';
    cardBrand: string | null;
    cardLast4: string | null;
    failureCode: string | null;
    failureMessage: string | null;
  },
) {
  const [row] = await cardOutcome.run(db, {
    key: `${rule.name}:${caller}`,
    window: rule.windowMs / 1000,
    max: rule.max,
    secret: clientSecret,
    status: outcome.status,
    brand: outcome.cardBrand,
    last4: outcome.cardLast4,
    code: outcome.failureCode,
    message: outcome.failureMessage,
  });
  return row!;
}

const placeRead = new NamedStatement<
  { id: string; ids: number[]; country: string },
  CartRead & {
    intent: IntentJson;
    orderPublicId: string | null;
    orderAddressId: number | null;
  }
>(
  'checkout_place_read',
  sql`SELECT json_build_object(
             'id', i.id, 'clientSecret', i.client_secret, 'provider', i.provider, 'amountCents', i.amount_cents,
             'status', i.status, 'items', i.items, 'cardBrand', i.card_brand, 'cardLast4', i.card_last4) AS intent,
           o.public_id AS "orderPublicId", o.shipping_address_id AS "orderAddressId",
           ${cartReadColumns(ph('ids'), ph('country'))}
      FROM payment_intents i LEFT JOIN orders o ON o.payment_intent_id = i.id
     WHERE i.id = ${ph('id')}`,
);

type IntentJson = Pick<
  IntentRow,
  'id' | 'clientSecret' | 'provider' | 'amountCents' | 'status' | 'items' | 'cardBrand' | 'cardLast4'
>;

/** place, step 1: the intent, any order already placed with it, and the cart's catalog rows. */
export async function readForPlace(db: Db, intentId: string, productIds: number[], country: string) {
  const [row] = await placeRead.run(db, {
    id: intentId,
    ids: productIds,
    country: country.trim().toLowerCase(),
  });
  return row ?? null;
}

export interface PlaceWrite {
  intentId: string;
  totalCents: number;
  /** One entry per product, as priced from the catalog read. */
  lines: {
    productId: number;
    quantity: number;
    unitPriceCents: number;
    weightGrams: number;
    name: string;
    imageFile: string | null;
  }[];
  address: ShippingAddressFields;
  order: {
    publicId: string;
    email: string;
    fullName: string;
    subtotalCents: number;
    shippingFeeCents: number;
    cardBrand: string | null;
    cardLast4: string | null;
  };
  mail: { kind: string; to: string; subject: string; text: string; html: string | null };
}

const placeWrite = new NamedStatement<
  {
    intent: string;
    total: number;
    n: number;
    ids: number[];
    qtys: number[];
    prices: number[];
    weights: number[];
    names: string[];
    images: (string | null)[];
    fullName: string;
    email: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postal: string;
    country: string;
    publicId: string;
    orderEmail: string;
    orderName: string;
    subtotal: number;
    shipping: number;
    brand: string | null;
    last4: string | null;
    mailKind: string;
    mailTo: string;
    mailSubject: string;
    mailText: string;
    mailHtml: string | null;
  },
  {
    intentOk: boolean;
    samePrices: boolean | null;
    enoughStock: boolean | null;
    publicId: string | null;
    shippingAddressId: number | null;
  }
>(
  'checkout_place_write',
  sql`WITH want AS (
      SELECT * FROM unnest(${ph('ids')}::int[], ${ph('qtys')}::int[], ${ph('prices')}::int[],
                           ${ph('weights')}::int[], ${ph('names')}::text[], ${ph('images')}::text[])
               AS w(id, qty, price, weight, name, image)),
    intent AS (
      SELECT id FROM payment_intents
       WHERE id = ${ph('intent')} AND status = 'succeeded' AND amount_cents = ${ph('total')}
         FOR UPDATE),
    locked AS (
      SELECT p.id, p.stock_quantity >= w.qty AS enough,
             p.price_cents = w.price AND p.weight_grams = w.weight AS same
        FROM products p JOIN want w ON w.id = p.id
       WHERE EXISTS (SELECT 1 FROM intent)
       ORDER BY p.id
         FOR UPDATE OF p),
    verdict AS (
      SELECT count(*) = ${ph('n')} AND coalesce(bool_and(same), false) AS same,
             coalesce(bool_and(enough), false) AS enough
        FROM locked),
    taken AS (
      UPDATE products p SET stock_quantity = p.stock_quantity - w.qty
        FROM want w, verdict v
       WHERE v.same AND v.enough AND p.id = w.id
      RETURNING p.id),
    go AS (SELECT count(*) = ${ph('n')} AS go FROM taken),
    address AS (
      INSERT INTO shipping_addresses (full_name, email, address_line1, address_line2, city, state, postal_code, country)
      SELECT ${ph('fullName')}, ${ph('email')}, ${ph('line1')}, ${ph('line2')}, ${ph('city')}, ${ph('state')},
             ${ph('postal')}, ${ph('country')}
        FROM go WHERE go.go
      RETURNING id),
    placed AS (
      INSERT INTO orders (public_id, status, email, full_name, shipping_address_id, payment_intent_id,
                          subtotal_cents, shipping_fee_cents, total_cents, payment_method, card_brand, card_last4)
      SELECT ${ph('publicId')}, 'pending', ${ph('orderEmail')}, ${ph('orderName')}, address.id, ${ph('intent')},
             ${ph('subtotal')}, ${ph('shipping')}, ${ph('total')}, 'Credit Card', ${ph('brand')}, ${ph('last4')}
        FROM address
      RETURNING id, public_id, shipping_address_id, created_at),
    lines AS (
      INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity, image_file)
      SELECT placed.id, w.id, w.name, w.price, w.qty, w.image FROM placed, want w),
    timeline AS (
      INSERT INTO order_status_history (order_id, status, note, created_at)
      SELECT id, 'pending', 'Order placed', created_at FROM placed),
    mail AS (
      INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body)
      SELECT ${ph('mailKind')}, ${ph('mailTo')}, ${ph('mailSubject')}, ${ph('mailText')}, ${ph('mailHtml')}
        FROM placed)
    SELECT EXISTS (SELECT 1 FROM intent) AS "intentOk", verdict.same AS "samePrices",
           verdict.enough AS "enoughStock", placed.public_id AS "publicId",
           placed.shipping_address_id AS "shippingAddressId"
      FROM verdict LEFT JOIN placed ON true`,
);

/**
 * place, step 2, in ONE statement (one transaction, one durable commit): lock the paid intent
 * (still `succeeded`, same amount), lock the cart's products in ascending id order and check,
 * on their latest versions, that each still has its price and weight and enough stock; only if
 * every line passes take the stock (DESIGN §5) and write address, order, lines, first timeline
 * step and the confirmation mail. A second order for the same intent fails the unique index on
 * orders.payment_intent_id and rolls the whole statement back.
 */
export async function placeOrderAtomically(db: Db, w: PlaceWrite) {
  const [row] = await placeWrite.run(db, {
    intent: w.intentId,
    total: w.totalCents,
    n: w.lines.length,
    ids: w.lines.map((l) => l.productId),
    qtys: w.lines.map((l) => l.quantity),
    prices: w.lines.map((l) => l.unitPriceCents),
    weights: w.lines.map((l) => l.weightGrams),
    names: w.lines.map((l) => l.name),
    images: w.lines.map((l) => l.imageFile),
    fullName: w.address.fullName,
    email: w.address.email,
    line1: w.address.addressLine1,
    line2: w.address.addressLine2,
    city: w.address.city,
    state: w.address.state,
    postal: w.address.postalCode,
    country: w.address.country,
    publicId: w.order.publicId,
    orderEmail: w.order.email,
    orderName: w.order.fullName,
    subtotal: w.order.subtotalCents,
    shipping: w.order.shippingFeeCents,
    brand: w.order.cardBrand,
    last4: w.order.cardLast4,
    mailKind: w.mail.kind,
    mailTo: w.mail.to,
    mailSubject: w.mail.subject,
    mailText: w.mail.text,
    mailHtml: w.mail.html,
  });
  return row!;
}
