import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ShippingAddressFields } from '../../db/schema';
import { NamedStatement, placeholdersOf } from '../../lib/named-statement';
import { outboxInsertSql } from '../mail/outbox';
// The one place the order's statement takes promotions' fragments (the code's use and its
// redemption): orders know nothing else of promotions.
import { promotionStatementFragments, type PromotionUse } from '../promotions/promotion-statement';
import { takeSampleSql } from '../samples/sample-statement';

/** The order row of a placed order (its status starts at pending, its method is the card). */
export interface NewOrder {
  publicId: string;
  /** The paid payment intent the order consumes: it must still be `succeeded` for this total. */
  paymentIntentId: string;
  email: string;
  fullName: string;
  subtotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** One line per product, as priced from the catalog read; price and weight are re-checked. */
export interface NewOrderLine {
  productId: number;
  quantity: number;
  unitPriceCents: number;
  weightGrams: number;
  name: string;
  imageFile: string | null;
}

/** The free sample asked for: an id, or surprise (the shop picks); neither, no sample. */
export interface OrderSampleChoice {
  id: number | null;
  surprise: boolean;
}

export interface PlaceOrderWrite {
  order: NewOrder;
  lines: NewOrderLine[];
  address: ShippingAddressFields;
  /** The code the order was priced with: its use is taken by the same statement. */
  promotion: PromotionUse;
  sample: OrderSampleChoice;
  /** The confirmation mail, written to the outbox by the same statement. */
  mail: { kind: string; to: string; subject: string; text: string; html: string | null };
}

export interface PlaceOrderOutcome {
  /** The intent was still paid, for this amount, and is now locked by this statement. */
  intentOk: boolean;
  /** Every line still has its price and weight (null when the intent was not ok). */
  samePrices: boolean | null;
  enoughStock: boolean | null;
  /** No code, or its use was taken; false when the code no longer applies on its latest row. */
  promotionOk: boolean;
  /** Set when the order was written. */
  publicId: string | null;
  shippingAddressId: number | null;
}

/** The statement's parameters: the write's named fields, the lines as columns for unnest(). */
interface Params extends Omit<PlaceOrderWrite, 'lines'> {
  lineCount: number;
  lines: { [K in keyof NewOrderLine]: NewOrderLine[K][] };
}
const p = placeholdersOf<Params>();

const promotion = promotionStatementFragments(
  {
    id: p('promotion.id'),
    code: p('promotion.code'),
    kind: p('promotion.kind'),
    value: p('promotion.value'),
    categoryIds: p('promotion.categoryIds'),
    productIds: p('promotion.productIds'),
    discountCents: p('promotion.discountCents'),
    emailKey: p('promotion.emailKey'),
    subtotalCents: p('order.subtotalCents'),
  },
  sql`EXISTS (SELECT 1 FROM verdict WHERE verdict.same AND verdict.enough)`,
);

const placeOrder = new NamedStatement<Params, PlaceOrderOutcome>(
  'orders_place',
  sql`WITH want AS (
      SELECT * FROM unnest(${p('lines.productId')}::int[], ${p('lines.quantity')}::int[],
                           ${p('lines.unitPriceCents')}::int[], ${p('lines.weightGrams')}::int[],
                           ${p('lines.name')}::text[], ${p('lines.imageFile')}::text[])
               AS w(id, qty, price, weight, name, image)),
    intent AS (
      SELECT id FROM payment_intents
       WHERE id = ${p('order.paymentIntentId')} AND status = 'succeeded'
         AND amount_cents = ${p('order.totalCents')}
         FOR UPDATE),
    locked AS (
      SELECT p.id, p.stock_quantity >= w.qty AS enough,
             p.price_cents = w.price AND p.weight_grams = w.weight AS same
        FROM products p JOIN want w ON w.id = p.id
       WHERE EXISTS (SELECT 1 FROM intent)
       ORDER BY p.id
         FOR UPDATE OF p),
    verdict AS (
      SELECT count(*) = ${p('lineCount')} AND coalesce(bool_and(same), false) AS same,
             coalesce(bool_and(enough), false) AS enough
        FROM locked),
    promotion_use AS (${promotion.take}),
    promotion_ok AS (${promotion.ok(sql`promotion_use`)}),
    taken AS (
      UPDATE products p SET stock_quantity = p.stock_quantity - w.qty
        FROM want w, verdict v, promotion_ok
       WHERE v.same AND v.enough AND promotion_ok.ok AND p.id = w.id
      RETURNING p.id),
    go AS (SELECT count(*) = ${p('lineCount')} AS go FROM taken),
    sample AS (${takeSampleSql(
      { sampleId: p('sample.id'), surprise: p('sample.surprise') },
      sql`(SELECT go.go FROM go)`,
    )}),
    address AS (
      INSERT INTO shipping_addresses (full_name, email, address_line1, address_line2, city, state, postal_code, country)
      SELECT ${p('address.fullName')}, ${p('address.email')}, ${p('address.addressLine1')},
             ${p('address.addressLine2')}, ${p('address.city')}, ${p('address.state')},
             ${p('address.postalCode')}, ${p('address.country')}
        FROM go WHERE go.go
      RETURNING id),
    placed AS (
      INSERT INTO orders (public_id, status, email, full_name, shipping_address_id, payment_intent_id,
                          subtotal_cents, shipping_fee_cents, total_cents, payment_method, card_brand, card_last4,
                          promo_code, discount_cents, sample_id, sample_name, sample_surprise)
      SELECT ${p('order.publicId')}, 'pending', ${p('order.email')}, ${p('order.fullName')}, address.id,
             ${p('order.paymentIntentId')}, ${p('order.subtotalCents')}, ${p('order.shippingFeeCents')},
             ${p('order.totalCents')}, 'Credit Card', ${p('order.cardBrand')}, ${p('order.cardLast4')},
             ${p('promotion.code')}, ${p('promotion.discountCents')}, sample.id, sample.name, coalesce(sample.surprise, false)
        FROM address LEFT JOIN sample ON true
      RETURNING id, public_id, shipping_address_id, created_at),
    redeemed AS (${promotion.redemption(sql`promotion_use`, sql`placed`)}),
    lines AS (
      INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity, image_file)
      SELECT placed.id, w.id, w.name, w.price, w.qty, w.image FROM placed, want w),
    timeline AS (
      INSERT INTO order_status_history (order_id, status, note, created_at)
      SELECT id, 'pending', 'Order placed', created_at FROM placed),
    mail AS (${outboxInsertSql(
      {
        kind: p('mail.kind'),
        to: p('mail.to'),
        subject: p('mail.subject'),
        text: p('mail.text'),
        html: p('mail.html'),
      },
      sql`placed`,
    )})
    SELECT EXISTS (SELECT 1 FROM intent) AS "intentOk", verdict.same AS "samePrices",
           verdict.enough AS "enoughStock", promotion_ok.ok AS "promotionOk", placed.public_id AS "publicId",
           placed.shipping_address_id AS "shippingAddressId"
      FROM verdict CROSS JOIN promotion_ok LEFT JOIN placed ON true`,
);

const column = <K extends keyof NewOrderLine>(lines: NewOrderLine[], key: K) => lines.map((l) => l[key]);

/**
 * Every write of a new order in ONE statement (one transaction, one durable commit: the checkout's
 * hot path, docs/product.md#checkout): lock the paid intent (still `succeeded`, same amount), lock
 * the lines' products in ascending id order and check, on their latest versions, that each still
 * has its price and weight and enough stock; only if every line passes take a use of the
 * order's code (promotions' compare-and-increment: a code that no longer applies stops the order), then
 * the stock, the free sample, and write address, order, lines, the code's redemption, the first
 * timeline step and the confirmation mail. Rows are locked in one order, products → promotion →
 * sample, so two checkouts never deadlock. A second order for the same intent fails the unique
 * index on orders.payment_intent_id, a second use of a once-per-email code by one email fails
 * promotion_redemptions_exclusive_idx; either rolls the whole statement back.
 */
export async function insertPlacedOrder(db: Db, write: PlaceOrderWrite): Promise<PlaceOrderOutcome> {
  const { lines } = write;
  const [row] = await placeOrder.run(db, {
    ...write,
    lineCount: lines.length,
    lines: {
      productId: column(lines, 'productId'),
      quantity: column(lines, 'quantity'),
      unitPriceCents: column(lines, 'unitPriceCents'),
      weightGrams: column(lines, 'weightGrams'),
      name: column(lines, 'name'),
      imageFile: column(lines, 'imageFile'),
    },
  });
  return row!;
}
