import type { SearchSort } from '@seoul-glow/shared';
import { catalogOrder, type CatalogIndex } from './catalog-index';
import type { Matches } from './text-search';

/** Featured-order ranks are packed below the relevance bits of a sort key (see byRelevance). */
const RANK_BITS = 2 ** 21;

/**
 * The orders a search answers in, for the matches of one catalog index: both the per-word text
 * search and the beauty search sort their matches here. Belongs to one index and goes with it.
 */
export class MatchOrder {
  private rankOf: Int32Array | null = null;

  constructor(private readonly index: CatalogIndex) {}

  /** Price and newest: the catalog's order for the sort, keeping the matches. */
  bySort(matches: Matches, sort: SearchSort): Int32Array {
    const matched = this.index.work.uint8();
    for (const at of matches.positions) matched[at] = 1;
    const all = catalogOrder(this.index, sort);
    const out = new Int32Array(matches.positions.length);
    let k = 0;
    for (let i = 0; i < all.length; i++) if (matched[all[i]!]) out[k++] = all[i]!;
    this.index.work.giveBack(matched);
    return out;
  }

  /**
   * Featured with a text: best match first, then the catalog's featured order (featured, most
   * rated, id). Relevance is a non-negative float4, whose bit pattern orders as its value, so
   * one float64 key per match (inverted relevance bits above the featured rank) sorts natively,
   * and each sorted key gives back its position and its relevance.
   */
  byRelevance(matches: Matches): { order: Int32Array; relevance: Float32Array } {
    const featured = catalogOrder(this.index, 'featured');
    const rankOf = this.featuredRanks(featured);
    const { positions, relevance } = matches;
    if (featured.length >= RANK_BITS) {
      // Past two million products the ranks no longer fit under the relevance bits.
      const byMatch = Int32Array.from(positions.keys()).sort(
        (a, b) => relevance[b]! - relevance[a]! || rankOf[positions[a]!]! - rankOf[positions[b]!]!,
      );
      return {
        order: byMatch.map((k) => positions[k]!),
        relevance: Float32Array.from(byMatch, (k) => relevance[k]!),
      };
    }
    const bits = new Uint32Array(relevance.buffer, relevance.byteOffset, relevance.length);
    const keys = new Float64Array(positions.length);
    for (let k = 0; k < keys.length; k++)
      keys[k] = (0xffffffff - bits[k]!) * RANK_BITS + rankOf[positions[k]!]!;
    keys.sort();
    const order = new Int32Array(keys.length);
    const sorted = new Float32Array(keys.length);
    const sortedBits = new Uint32Array(sorted.buffer);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const rank = key % RANK_BITS;
      order[k] = featured[rank]!;
      sortedBits[k] = 0xffffffff - (key - rank) / RANK_BITS;
    }
    return { order, relevance: sorted };
  }

  private featuredRanks(featured: Int32Array): Int32Array {
    this.rankOf ??= (() => {
      const ranks = new Int32Array(featured.length);
      featured.forEach((at, rank) => (ranks[at] = rank));
      return ranks;
    })();
    return this.rankOf;
  }
}
