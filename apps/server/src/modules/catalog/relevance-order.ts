/**
 * A search text's matches in relevance order (beauty-search.ts keeps it per text): best first,
 * then in the catalog's featured order (featured, most rated, id). Relevance is a non-negative
 * float4, whose bit pattern orders as its value.
 *
 * - Few matches: one float64 key per match (inverted relevance bits above the featured rank)
 *   sorts natively, and each sorted key gives back its position and its relevance.
 * - Many: the matches are taken in the featured order (a walk of the catalog's order over their
 *   set), then sorted by inverted relevance bits with a stable radix sort (radix-order.ts). A
 *   comparison sort of 10,000 typed-array keys costs ~1 ms in V8, this ~0.1 ms.
 */
import { catalogOrder, sortRanks, type CatalogIndex } from './catalog-index';
import { radixSortByKey } from './radix-order';
import { has, type Bits } from './search-bits';
import type { Matches } from './text-search';

/** Positions in relevance order, each with its relevance. */
export interface RankedOrder {
  order: Int32Array;
  relevance: Float32Array;
}

/** Featured ranks fit under a float4's bits in a float64 key up to two million products. */
const RANK_SPAN = 2 ** 21;
/** From this many matches the radix sort is the cheaper (measured: equal near 1,000). */
const RADIX_FROM = 1000;

export function usesRadix(index: CatalogIndex, matches: Matches): boolean {
  return matches.positions.length >= RADIX_FROM || index.ids.length >= RANK_SPAN;
}

export function relevanceByKeys(index: CatalogIndex, { positions, relevance }: Matches): RankedOrder {
  const featured = catalogOrder(index, 'featured');
  const rankOf = sortRanks(index, 'featured');
  const bits = new Uint32Array(relevance.buffer, relevance.byteOffset, relevance.length);
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < keys.length; k++)
    keys[k] = (0xffffffff - bits[k]!) * RANK_SPAN + rankOf[positions[k]!]!;
  keys.sort();
  const order = new Int32Array(keys.length);
  const sorted = new Float32Array(keys.length);
  const sortedBits = new Uint32Array(sorted.buffer);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    const rank = key % RANK_SPAN;
    order[k] = featured[rank]!;
    sortedBits[k] = 0xffffffff - (key - rank) / RANK_SPAN;
  }
  return { order, relevance: sorted };
}

/** The same order for any number of matches; `set` holds the matches' positions. */
export function relevanceByRadix(
  index: CatalogIndex,
  { positions, relevance }: Matches,
  set: Bits,
): RankedOrder {
  const featured = catalogOrder(index, 'featured');
  const byPosition = index.work.float32();
  for (let k = 0; k < positions.length; k++) byPosition[positions[k]!] = relevance[k]!;
  const bitsAt = new Uint32Array(byPosition.buffer, byPosition.byteOffset, byPosition.length);
  const keys = new Uint32Array(positions.length);
  const inFeaturedOrder = new Int32Array(positions.length);
  let j = 0;
  for (let r = 0; r < featured.length; r++) {
    const at = featured[r]!;
    if (!has(set, at)) continue;
    keys[j] = 0xffffffff - bitsAt[at]!;
    inFeaturedOrder[j++] = at;
  }
  index.work.giveBack(byPosition);
  const sorted = radixSortByKey(keys, inFeaturedOrder);
  const relevanceBits = sorted.keys.map((key) => 0xffffffff - key);
  return { order: sorted.values, relevance: new Float32Array(relevanceBits.buffer) };
}
