/**
 * Every product's beauty facts at catalog index positions, in the compact forms search, filters
 * and facets read per request (docs/product.md#the-api): a product type and a brand as small
 * codes, skin types, concerns and free-from claims as bit masks, and for ingredients and for what
 * a product's name mentions ("Cica Cream" names centella and a moisturizer), the positions of the
 * products holding each value. Built with the catalog index and dropped with it.
 */
import {
  CONCERNS,
  FREE_FROM,
  PRODUCT_TYPE_VALUES,
  SKIN_TYPES,
  findIngredient,
  interpretQuery,
  type Concern,
  type FreeFrom,
  type ProductType,
  type SkinType,
} from '@seoul-glow/shared';
import type { CatalogIndexRow } from './catalog.repository';

export interface NameMentions {
  types: Map<ProductType, Int32Array>;
  ingredients: Map<string, Int32Array>;
  concerns: Map<Concern, Int32Array>;
}

export interface BeautyIndex {
  /** PRODUCT_TYPE_VALUES index, -1 for none. */
  type: Int16Array;
  /** Index into `brands`, -1 for none. */
  brand: Int32Array;
  /** The catalog's brands as spelled on their first product, in alphabetical order. */
  brands: string[];
  /** Lower-cased brand → its index. */
  brandByKey: Map<string, number>;
  /** Bit i = SKIN_TYPES[i]. */
  skin: Uint8Array;
  /** Bit i = CONCERNS[i]. */
  concern: Uint16Array;
  /** Bit i = FREE_FROM[i]. */
  freeFrom: Uint8Array;
  /** Glossary id → positions of the products whose label holds it (ascending). */
  ingredients: Map<string, Int32Array>;
  /** Glossary id → positions of the products built around it. */
  keyIngredients: Map<string, Int32Array>;
  names: NameMentions;
}

export const TYPE_CODE: ReadonlyMap<string, number> = new Map(PRODUCT_TYPE_VALUES.map((t, i) => [t, i]));
export const SKIN_BIT: ReadonlyMap<string, number> = new Map(SKIN_TYPES.map((s, i) => [s, 1 << i]));
export const CONCERN_BIT: ReadonlyMap<string, number> = new Map(CONCERNS.map((c, i) => [c, 1 << i]));
export const FREE_FROM_BIT: ReadonlyMap<string, number> = new Map(FREE_FROM.map((f, i) => [f, 1 << i]));

export function maskOf(bits: ReadonlyMap<string, number>, values: readonly string[]): number {
  let mask = 0;
  for (const v of values) mask |= bits.get(v) ?? 0;
  return mask;
}

/** What a name mentions, read once per distinct name (names rarely change between generations). */
interface NameReading {
  types: readonly ProductType[];
  ingredients: readonly string[];
  concerns: readonly Concern[];
}
const nameReadings = new Map<string, NameReading>();
const MAX_NAME_READINGS = 50_000;

function readName(name: string): NameReading {
  let reading = nameReadings.get(name);
  if (!reading) {
    const r = interpretQuery(name, { correct: false });
    reading = { types: r.productTypes, ingredients: r.ingredients, concerns: r.concerns };
    if (nameReadings.size >= MAX_NAME_READINGS) nameReadings.clear();
    nameReadings.set(name, reading);
  }
  return reading;
}

const keyIngredientIds = new Map<string, string | null>();

/** A key ingredient's glossary id as the label names it, or null (memoised per name). */
export function glossaryIdOf(name: string): string | null {
  let id = keyIngredientIds.get(name);
  if (id === undefined) {
    id = findIngredient(name)?.id ?? null;
    if (keyIngredientIds.size >= MAX_NAME_READINGS) keyIngredientIds.clear();
    keyIngredientIds.set(name, id);
  }
  return id;
}

class Postings<K> {
  private readonly lists = new Map<K, number[]>();
  add(key: K, position: number): void {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = []));
    if (list[list.length - 1] !== position) list.push(position);
  }
  done(): Map<K, Int32Array> {
    return new Map([...this.lists].map(([k, list]) => [k, Int32Array.from(list)]));
  }
}

export function buildBeautyIndex(rows: CatalogIndexRow[]): BeautyIndex {
  const n = rows.length;
  const brandByKey = new Map<string, string>();
  for (const row of rows) {
    const key = row.brand.trim().toLowerCase();
    if (key && !brandByKey.has(key)) brandByKey.set(key, row.brand.trim());
  }
  const brands = [...brandByKey.values()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  const brandCode = new Map(brands.map((b, i) => [b.toLowerCase(), i]));
  const index: BeautyIndex = {
    type: new Int16Array(n),
    brand: new Int32Array(n),
    brands,
    brandByKey: brandCode,
    skin: new Uint8Array(n),
    concern: new Uint16Array(n),
    freeFrom: new Uint8Array(n),
    ingredients: new Map(),
    keyIngredients: new Map(),
    names: { types: new Map(), ingredients: new Map(), concerns: new Map() },
  };
  const ingredients = new Postings<string>();
  const keys = new Postings<string>();
  const nameTypes = new Postings<ProductType>();
  const nameIngredients = new Postings<string>();
  const nameConcerns = new Postings<Concern>();
  rows.forEach((row, i) => {
    index.type[i] = row.productType === null ? -1 : (TYPE_CODE.get(row.productType) ?? -1);
    index.brand[i] = brandCode.get(row.brand.trim().toLowerCase()) ?? -1;
    index.skin[i] = maskOf(SKIN_BIT, row.skinTypes as SkinType[]);
    index.concern[i] = maskOf(CONCERN_BIT, row.concerns);
    index.freeFrom[i] = maskOf(FREE_FROM_BIT, row.freeFrom as FreeFrom[]);
    for (const id of row.ingredientIds) ingredients.add(id, i);
    for (const name of row.keyIngredients) {
      const id = glossaryIdOf(name);
      if (id) keys.add(id, i);
    }
    const mentions = readName(row.name);
    for (const t of mentions.types) nameTypes.add(t, i);
    for (const id of mentions.ingredients) nameIngredients.add(id, i);
    for (const c of mentions.concerns) nameConcerns.add(c, i);
  });
  index.ingredients = ingredients.done();
  index.keyIngredients = keys.done();
  index.names = {
    types: nameTypes.done(),
    ingredients: nameIngredients.done(),
    concerns: nameConcerns.done(),
  };
  return index;
}
