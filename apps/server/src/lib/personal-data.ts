import type { DbOrTx } from '../db/client';

/** A row as it is exported: JSON values, dates as ISO text, money in dollars. */
export type PersonalRecord = Record<string, unknown>;

/**
 * A module that keeps something about a shopper's email address (docs/product.md#security).
 * Every holder is listed once (modules/privacy/personal-data-holders.ts); Settings → Privacy
 * exports and erases through all of them, and the retention sweep asks each to drop what it no
 * longer needs. A module adding a table with personal data adds a holder, nothing else.
 */
export interface PersonalDataHolder {
  /** Stable name: the export's section. */
  name: string;
  /** What an admin reads. */
  label: string;
  /** Erasing deletes its rows, or keeps them with the personal fields replaced (for the books). */
  erasure: 'deleted' | 'anonymised';
  /** Everything kept about the address, any case. */
  export(db: DbOrTx, email: string): Promise<PersonalRecord[]>;
  /** Erases inside the caller's transaction; returns the rows deleted or anonymised. */
  erase(tx: DbOrTx, email: string): Promise<number>;
  /** Drops what is past its retention time (docs/product.md#what-the-store-keeps); returns rows. */
  purgeExpired?(db: DbOrTx, now: Date): Promise<number>;
}

/** ISO text for a timestamp column (null stays null). */
export const isoOrNull = (d: Date | string | null) =>
  d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString();
