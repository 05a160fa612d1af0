import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shippingZones } from '../../db/schema';

export function listZoneCountries(db: DbOrTx) {
  return db
    .select({ country: shippingZones.country })
    .from(shippingZones)
    .orderBy(asc(shippingZones.country));
}

/** Country names compare case-insensitively: 'united states' finds 'United States'. */
export async function findZone(db: DbOrTx, country: string) {
  const [zone] = await db
    .select()
    .from(shippingZones)
    .where(eq(sql`lower(${shippingZones.country})`, country.trim().toLowerCase()))
    .limit(1);
  return zone ?? null;
}
