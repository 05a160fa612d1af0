import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The promotions module's writes that must happen in the order's own statement (orders'
 * place-order.statement.ts composes them, as it does the mail's outbox row): taking a use of the
 * code and recording which order used it.
 */

/** The code an order was priced with, as its statement takes the use (promotion-order.ts builds it). */
export interface PromotionUse {
  /** null: no code. */
  id: number | null;
  code: string | null;
  kind: string | null;
  value: number | null;
  categoryIds: number[];
  productIds: number[];
  discountCents: number;
  /** The payment's email, lower-cased: one use per email counts it. */
  emailKey: string;
}

/** The statement's placeholders for each field of the use, and the order's subtotal. */
export type PromotionUseParams = { [K in keyof PromotionUse]: Placeholder } & { subtotalCents: Placeholder };

/**
 * Takes one use of the code while `gate` holds and the code still applies on its latest row:
 * active, within its dates, on the same terms it was priced with, below its total uses, the
 * minimum met, and for a first-order code no earlier order of the email. A compare-and-increment
 * on the locked row: concurrent orders queue on it and each re-checks the count, so a code with
 * n uses left is used exactly n times. Returns the promotion's id and whether it is one per email.
 */
function takeUseSql(p: PromotionUseParams, gate: SQL): SQL {
  return sql`
      UPDATE promotions pr SET uses_count = pr.uses_count + 1
       WHERE ${gate} AND pr.id = ${p.id}::int AND pr.active
         AND (pr.starts_at IS NULL OR pr.starts_at <= now())
         AND (pr.ends_at IS NULL OR pr.ends_at > now())
         AND (pr.max_uses IS NULL OR pr.uses_count < pr.max_uses)
         AND pr.kind = ${p.kind} AND pr.value = ${p.value}::int
         AND pr.category_ids = ${p.categoryIds}::int[] AND pr.product_ids = ${p.productIds}::int[]
         AND pr.min_subtotal_cents <= ${p.subtotalCents}::int
         AND NOT (pr.first_order_only AND EXISTS (
               SELECT 1 FROM orders o WHERE lower(o.email) = ${p.emailKey} AND o.status <> 'cancelled'))
      RETURNING pr.id, pr.once_per_email OR pr.first_order_only AS exclusive`;
}

/**
 * The redemption row of the order `order` (a CTE with `id`) for the use `use` (takeUseSql's
 * CTE). An exclusive code's second order of one email fails the unique index
 * promotion_redemptions_exclusive_idx, and with it the whole statement.
 */
function redemptionInsertSql(p: PromotionUseParams, use: SQL, order: SQL): SQL {
  return sql`
      INSERT INTO promotion_redemptions (promotion_id, order_id, email_key, exclusive, discount_cents)
      SELECT u.id, o.id, ${p.emailKey}, u.exclusive, ${p.discountCents}::int FROM ${use} u, ${order} o`;
}

/** The unique index an exclusive code's second use by one email fails. */
export const EXCLUSIVE_REDEMPTION_INDEX = 'promotion_redemptions_exclusive_idx';

/**
 * Everything the order's statement takes from promotions, in one place: `take` is the CTE body
 * that takes the use while `gate` holds, `ok(use)` the CTE body saying the order may go on (no
 * code, or its use taken from the CTE `use`), `redemption(use, order)` the CTE body recording it.
 */
export function promotionStatementFragments(p: PromotionUseParams, gate: SQL) {
  return {
    take: takeUseSql(p, gate),
    ok: (use: SQL) => sql`SELECT ${p.id}::int IS NULL OR EXISTS (SELECT 1 FROM ${use}) AS ok`,
    redemption: (use: SQL, order: SQL) => redemptionInsertSql(p, use, order),
  };
}
