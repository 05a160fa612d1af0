import type { CatalogFreshness } from './catalog-cache';
import type { CatalogIndex } from './catalog-index';

interface InStock {
  version: number;
  snapshotNewer: boolean;
  bits: Uint8Array;
}

const kept = new WeakMap<CatalogIndex, InStock>();

/**
 * Whether each product of the index is in stock now, as a read would show it (the newer of its
 * row and the freshness snapshot, at most STOCK_MAX_AGE_MS old): 1 or 0 per position. Worked out
 * again only when a new snapshot differs, so the search's in-stock filter and its in-stock-first
 * ties cost a typed-array read per product.
 */
export function inStockOf(index: CatalogIndex, freshness: CatalogFreshness): Uint8Array {
  const snapshotNewer = freshness.snapshotAt > index.loadedAt;
  const known = kept.get(index);
  if (known && known.version === freshness.stockVersion && known.snapshotNewer === snapshotNewer)
    return known.bits;
  const bits = new Uint8Array(index.ids.length);
  for (let i = 0; i < bits.length; i++)
    bits[i] = freshness.stockOf(index.ids[i]!, index.stock[i]!, index.loadedAt) > 0 ? 1 : 0;
  kept.set(index, { version: freshness.stockVersion, snapshotNewer, bits });
  return bits;
}
