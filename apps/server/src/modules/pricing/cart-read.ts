import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ShippingZoneRule } from './shipping-rule';

/** A product as the cart prices it (one row of the cart read). */
export interface CartProductRow {
  id: number;
  name: string;
  priceCents: number;
  weightGrams: number;
  stockQuantity: number;
  categoryId: number | null;
  categoryName: string | null;
  image: string | null;
}

/** What pricing needs from the database: the cart's products as they are now and the zone. */
export interface CartRead {
  products: CartProductRow[];
  zone: ShippingZoneRule | null;
}

/**
 * THE read of a cart, as two JSON columns: `products` (the rows for the ids in `ids`, an int[]
 * placeholder) and `zone` (the shipping zone of `country`, a lower-cased placeholder, or null).
 * Every price the store quotes, charges or checks comes from these columns: each read folds them
 * together with what else its step needs (a discount's row, a rate-limit hit, the intent) into one
 * round trip.
 */
export function cartReadColumns(ids: Placeholder, country: Placeholder): SQL {
  return sql`
    (SELECT coalesce(json_agg(json_build_object(
        'id', p.id, 'name', p.name, 'priceCents', p.price_cents, 'weightGrams', p.weight_grams,
        'stockQuantity', p.stock_quantity, 'categoryId', p.category_id, 'categoryName', c.name,
        'image', (SELECT pi.file_name FROM product_images pi WHERE pi.product_id = p.id
                  ORDER BY pi.position, pi.id LIMIT 1))), '[]'::json)
       FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.id = ANY(${ids}::int[])) AS products,
    (SELECT json_build_object('country', z.country, 'flatFeeCents', z.flat_fee_cents,
        'baseWeightGrams', z.base_weight_grams, 'perKgFeeCents', z.per_kg_fee_cents)
       FROM shipping_zones z WHERE lower(z.country) = ${country} LIMIT 1) AS zone`;
}

/** Country names compare case-insensitively: 'united states' finds 'United States'. */
export const countryKey = (country: string) => country.trim().toLowerCase();
