import type { SearchSort } from '@seoul-glow/shared';
import { buildBeautyIndex, type BeautyIndex } from './beauty-index';
import type { CatalogIndexRow } from './catalog.repository';
import { WorkArrays } from './work-arrays';

/**
 * Every product's sort and filter keys in one generation of the catalog, at positions in id
 * order. Rebuilt on every content change, so whatever is derived from it (orders, text matches)
 * can be kept on it and goes with it.
 */
export interface CatalogIndex {
  ids: Int32Array;
  position: Map<number, number>;
  price: Int32Array;
  created: Float64Array;
  category: Int32Array;
  featured: Uint8Array;
  ratings: Int32Array;
  /** Stock as read with the rows, and when that read started (in-stock.ts overlays fresher stock). */
  stock: Int32Array;
  loadedAt: number;
  beauty: BeautyIndex;
  /** Per position, the glossary ids of the label in label order and of the key ingredients (similar-formulas.ts). */
  formula: { ingredientIds: string[][]; keyIngredients: string[][] };
  categoryByKey: Map<string, number>;
  /** Lazily: whole-catalog orders by sort, per-category related order, featured order. */
  orders: Map<string, Int32Array>;
  /** Catalog-sized scratch arrays of the search (work-arrays.ts). */
  work: WorkArrays;
}

export function buildCatalogIndex(
  rows: CatalogIndexRow[],
  categoryKeys: { id: number; key: string }[],
  loadedAt = Date.now(),
): CatalogIndex {
  const n = rows.length;
  const index: CatalogIndex = {
    ids: new Int32Array(n),
    position: new Map(),
    price: new Int32Array(n),
    created: new Float64Array(n),
    category: new Int32Array(n),
    featured: new Uint8Array(n),
    ratings: new Int32Array(n),
    stock: new Int32Array(n),
    loadedAt,
    beauty: buildBeautyIndex(rows),
    formula: { ingredientIds: new Array<string[]>(n), keyIngredients: new Array<string[]>(n) },
    categoryByKey: new Map(categoryKeys.map((k) => [k.key, k.id])),
    orders: new Map(),
    work: new WorkArrays(n),
  };
  rows.forEach((row, i) => {
    index.ids[i] = row.id;
    index.position.set(row.id, i);
    index.price[i] = row.priceCents;
    index.created[i] = Number(row.createdMicros);
    index.category[i] = row.categoryId ?? -1;
    index.featured[i] = row.isFeatured ? 1 : 0;
    index.ratings[i] = row.ratingCount;
    index.stock[i] = row.stockQuantity;
    index.formula.ingredientIds[i] = row.ingredientIds;
    index.formula.keyIngredients[i] = row.keyIngredients;
  });
  return index;
}

export function orderOf(index: CatalogIndex, key: string, build: () => Int32Array): Int32Array {
  let order = index.orders.get(key);
  if (!order) index.orders.set(key, (order = build()));
  return order;
}

/** The whole catalog in a sort's order (no text). */
export function catalogOrder(index: CatalogIndex, sort: SearchSort): Int32Array {
  return orderOf(index, `sort:${sort}`, () =>
    positionsWhere(index, () => true).sort(comparator(index, sort)),
  );
}

/** Each position's rank in the whole catalog's order for a sort (kept on the index). */
export function sortRanks(index: CatalogIndex, sort: SearchSort): Int32Array {
  return orderOf(index, `rank:${sort}`, () => {
    const order = catalogOrder(index, sort);
    const ranks = new Int32Array(order.length);
    for (let r = 0; r < order.length; r++) ranks[order[r]!] = r;
    return ranks;
  });
}

export function positionsWhere(index: CatalogIndex, keep: (i: number) => boolean): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < index.ids.length; i++) if (keep(i)) out.push(i);
  return Int32Array.from(out);
}

export function idsAt(index: CatalogIndex, positions: Int32Array): number[] {
  return Array.from(positions, (i) => index.ids[i]!);
}

/**
 * docs/architecture.md#api-contract orders of index positions: price and newest with the id as tie-break; featured =
 * featured first, then most rated, then id. (A text search puts its best matches before all of
 * these: text-search.ts.)
 */
export function comparator(index: CatalogIndex, sort: SearchSort): (a: number, b: number) => number {
  switch (sort) {
    case 'price_asc':
      return (a, b) => index.price[a]! - index.price[b]! || index.ids[a]! - index.ids[b]!;
    case 'price_desc':
      return (a, b) => index.price[b]! - index.price[a]! || index.ids[a]! - index.ids[b]!;
    case 'newest':
      return (a, b) => index.created[b]! - index.created[a]! || index.ids[b]! - index.ids[a]!;
    default:
      return (a, b) =>
        index.featured[b]! - index.featured[a]! ||
        index.ratings[b]! - index.ratings[a]! ||
        index.ids[a]! - index.ids[b]!;
  }
}
