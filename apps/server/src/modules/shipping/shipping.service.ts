import type { DbOrTx } from '../../db/client';
import { shippingFeeCents } from './shipping-fee';
import { findZone, listZoneCountries } from './shipping.repository';

export interface ShippingCents {
  feeCents: number;
  isFree: boolean;
  available: boolean;
  /** The zone's own spelling of the country, when there is one. */
  country: string | null;
}

export async function availableCountries(db: DbOrTx): Promise<string[]> {
  return (await listZoneCountries(db)).map((r) => r.country);
}

/** DESIGN §7: a country without a zone is not available (fee 0); free shipping is available, fee 0. */
export async function quoteShipping(
  db: DbOrTx,
  country: string,
  subtotalCents: number,
  weightGrams: number,
): Promise<ShippingCents> {
  const zone = country ? await findZone(db, country) : null;
  if (!zone) return { feeCents: 0, isFree: false, available: false, country: null };
  const feeCents = shippingFeeCents(zone, subtotalCents, weightGrams);
  return { feeCents, isFree: feeCents === 0, available: true, country: zone.country };
}
