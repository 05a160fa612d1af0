/**
 * Demo shipping zones (docs/product.md#shipping): a flat fee up to the base weight, then a per-kg fee. Prices
 * follow distance from the Seoul warehouse and typical tracked-parcel rates.
 */
export interface ZoneSeed {
  country: string;
  flatFeeCents: number;
  baseWeightGrams: number;
  perKgFeeCents: number;
}

const zone = (country: string, flatFeeCents: number, perKgFeeCents: number): ZoneSeed => ({
  country,
  flatFeeCents,
  baseWeightGrams: 1000,
  perKgFeeCents,
});

export const SHIPPING_ZONES: readonly ZoneSeed[] = [
  // Domestic and nearby Asia
  zone('South Korea', 499, 200),
  zone('Japan', 899, 250),
  zone('China', 999, 300),
  zone('Taiwan', 899, 250),
  zone('Hong Kong', 899, 250),
  zone('Singapore', 999, 300),
  zone('Malaysia', 1099, 300),
  zone('Thailand', 1099, 300),
  zone('Vietnam', 1099, 300),
  zone('Philippines', 1199, 350),
  zone('Indonesia', 1199, 350),
  zone('India', 1499, 450),
  // North America
  zone('United States', 599, 300),
  zone('Canada', 899, 350),
  zone('Mexico', 1499, 450),
  // Europe
  zone('United Kingdom', 1199, 400),
  zone('Ireland', 1199, 400),
  zone('Germany', 1199, 400),
  zone('France', 1199, 400),
  zone('Netherlands', 1199, 400),
  zone('Belgium', 1199, 400),
  zone('Spain', 1199, 400),
  zone('Italy', 1199, 400),
  zone('Sweden', 1299, 450),
  zone('Denmark', 1299, 450),
  zone('Norway', 1399, 500),
  zone('Switzerland', 1399, 500),
  zone('Poland', 1199, 400),
  zone('Austria', 1199, 400),
  // Oceania
  zone('Australia', 1299, 450),
  zone('New Zealand', 1399, 500),
  // Middle East, South America, Africa
  zone('United Arab Emirates', 1499, 500),
  zone('Saudi Arabia', 1599, 550),
  zone('Brazil', 1999, 600),
  zone('Chile', 1899, 600),
  zone('South Africa', 1899, 600),
];
