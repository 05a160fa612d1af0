import { LIMITS } from '@seoul-glow/shared';

/** A shipping zone as the rule reads it (shipping_zones, docs/product.md#shipping). */
export interface ShippingZoneRule {
  country: string;
  flatFeeCents: number;
  baseWeightGrams: number;
  perKgFeeCents: number;
}

export interface ShippingCents {
  feeCents: number;
  isFree: boolean;
  available: boolean;
  /** The zone's own spelling of the country, when there is one. */
  country: string | null;
}

/**
 * The one implementation of the fee (the demo seed uses it too): the flat fee covers the base
 * weight, each started kilogram above it adds the per-kg fee, and a subtotal from the free-shipping
 * threshold (LIMITS.freeShippingThresholdCents) ships free.
 */
export function shippingFeeCents(zone: ShippingZoneRule, subtotalCents: number, weightGrams: number): number {
  if (subtotalCents >= LIMITS.freeShippingThresholdCents) return 0;
  const extraKg = Math.max(0, Math.ceil((weightGrams - zone.baseWeightGrams) / 1000));
  return zone.flatFeeCents + extraKg * zone.perKgFeeCents;
}

/** A country without a zone is not available (fee 0); free shipping is available with fee 0. */
export function shippingFor(
  zone: ShippingZoneRule | null,
  subtotalCents: number,
  weightGrams: number,
): ShippingCents {
  if (!zone) return { feeCents: 0, isFree: false, available: false, country: null };
  const feeCents = shippingFeeCents(zone, subtotalCents, weightGrams);
  return { feeCents, isFree: feeCents === 0, available: true, country: zone.country };
}
