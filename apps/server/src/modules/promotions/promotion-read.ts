import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The promotion a cart is priced with, as one JSON column `promo` (null for no code or an unknown
 * one), for the cart reads to fold into their single round trip. `code` is the upper-cased code
 * and `emailKey` the lower-cased email ('' when not known yet): with it the column also says
 * whether that email already used the code and, for a first-order code, whether it has ordered.
 */
export function promotionReadColumn(code: Placeholder | SQL, emailKey: Placeholder | SQL): SQL {
  return sql`
    (SELECT json_build_object(
        'id', pr.id, 'code', pr.code, 'kind', pr.kind, 'value', pr.value,
        'minSubtotalCents', pr.min_subtotal_cents, 'startsAt', pr.starts_at, 'endsAt', pr.ends_at,
        'maxUses', pr.max_uses, 'usesCount', pr.uses_count, 'oncePerEmail', pr.once_per_email,
        'firstOrderOnly', pr.first_order_only, 'active', pr.active,
        'categoryIds', pr.category_ids, 'productIds', pr.product_ids,
        'usedByEmail', EXISTS (SELECT 1 FROM promotion_redemptions r
                                WHERE r.promotion_id = pr.id AND r.exclusive AND r.email_key = ${emailKey}),
        'emailHasOrdered', pr.first_order_only AND EXISTS (
            SELECT 1 FROM orders o WHERE lower(o.email) = ${emailKey} AND o.status <> 'cancelled'),
        'now', now())
       FROM promotions pr WHERE pr.code = ${code}) AS promo`;
}

/** Emails compare without case: one use per email means per address, however it is typed. */
export const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();
