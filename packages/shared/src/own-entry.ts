/**
 * A lookup table's entry for a key anyone can type (a URL, a form, a category's name): only the
 * table's own entries count, so `__proto__`, `constructor` or `toString` find nothing instead of
 * Object.prototype's members, which React cannot render (docs/product.md#validation).
 */
export function ownEntry<V>(table: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
