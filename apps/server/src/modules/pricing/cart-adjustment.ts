/**
 * What pricing lets a discount see and change (docs/product.md#checkout): a discount is handed to
 * priceFromRows as a CartAdjuster, so pricing applies it between the subtotal and the shipping rule
 * without knowing what kinds of discount exist or why one is refused (ADR 0017).
 */

/**
 * A buyable line as a discount sees it: its total, its units (a kind that gives units away, such
 * as buy 2 get 1, counts them) and what it may be limited to.
 */
export interface DiscountLine {
  productId: number;
  categoryId: number | null;
  quantity: number;
  unitPriceCents: number;
  lineCents: number;
}

/** The cart a discount is asked about, in the country it ships to. */
export interface AdjustableCart {
  lines: DiscountLine[];
  /** The buyable lines' total before any discount. */
  subtotalCents: number;
  /** The shipping zone's own spelling of the country, or null when there is no zone. */
  country: string | null;
}

/** What a discount does to the cart: cents off the subtotal, and whether shipping is free. */
export interface CartAdjustment {
  discountCents: number;
  freeShipping: boolean;
}

export type CartAdjuster = (cart: AdjustableCart) => CartAdjustment;
