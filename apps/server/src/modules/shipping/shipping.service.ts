import type { DbOrTx } from '../../db/client';
import { listZoneCountries } from './shipping.repository';

/** The countries the store ships to are the shipping zones' (docs/product.md#shipping). */
export async function availableCountries(db: DbOrTx): Promise<string[]> {
  return (await listZoneCountries(db)).map((r) => r.country);
}
