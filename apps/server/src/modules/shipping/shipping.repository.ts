import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shippingZones } from '../../db/schema';

export function listZoneCountries(db: DbOrTx) {
  return db
    .select({ country: shippingZones.country })
    .from(shippingZones)
    .orderBy(asc(shippingZones.country));
}
