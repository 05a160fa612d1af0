import { LIMITS } from '@seoul-glow/shared';

export interface ShippingZoneRule {
  country: string;
  flatFeeCents: number;
  baseWeightGrams: number;
  perKgFeeCents: number;
}

/**
 * DESIGN §7, the one implementation (the demo seed uses it too): the flat fee covers the base
 * weight, each started kilogram above it adds the per-kg fee, and a subtotal of $50 ships free.
 */
export function shippingFeeCents(zone: ShippingZoneRule, subtotalCents: number, weightGrams: number): number {
  if (subtotalCents >= LIMITS.freeShippingThresholdCents) return 0;
  const extraKg = Math.max(0, Math.ceil((weightGrams - zone.baseWeightGrams) / 1000));
  return zone.flatFeeCents + extraKg * zone.perKgFeeCents;
}
