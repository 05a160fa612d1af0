import type { Product } from '@seoul-glow/shared';
import { shortText } from '../audit/audit-summary';

/** Characters kept on each side of the first difference of a long value. */
const AROUND = 50;

/** Every field an admin edits, as the Activity page names it (beauty data included). */
function view(p: Product): Record<string, unknown> {
  return {
    name: p.name,
    brand: p.brand,
    category: p.categoryName,
    productType: p.productType,
    price: p.price,
    stock: p.stockQuantity,
    weight: p.weight,
    featured: p.isFeatured,
    size: p.size,
    skinTypes: p.skinTypes,
    concerns: p.concerns,
    keyIngredients: p.keyIngredients,
    ingredients: p.ingredients,
    freeFrom: p.freeFrom,
    description: p.description,
    howToUse: p.howToUse,
    videoLink: p.videoLink,
    additionalFields: p.additionalFields,
    images: p.images,
  };
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Two long texts that read the same once cut to the audit's length (an INCI list changed near
 * its end): shown around where they first differ instead. Cut by code points, so an emoji is
 * never split.
 */
function aroundDifference(a: string, b: string): [string, string] {
  const x = Array.from(a);
  const y = Array.from(b);
  let at = 0;
  while (at < x.length && at < y.length && x[at] === y[at]) at++;
  const from = Math.max(0, at - AROUND);
  const cut = (s: string[]) =>
    `${from > 0 ? '…' : ''}${s.slice(from, at + AROUND).join('')}${s.length > at + AROUND ? '…' : ''}`;
  const shown: [string, string] = [cut(x), cut(y)];
  // Texts that differ only in length past the window still read as different.
  if (shown[0] === shown[1])
    return [`${shown[0]} (${x.length} characters)`, `${shown[1]} (${y.length} characters)`];
  return shown;
}

/**
 * The audit change of a product save (docs/product.md#who-may-do-what, Activity): on create the
 * main facts; on an edit every field that changed, before and after, cut as the audit cuts every
 * value, or shown around their first difference when the cut would hide it (an INCI list).
 */
export function productAuditChange(
  before: Product | undefined,
  after: Product,
): { before?: Record<string, string>; after: Record<string, string> } {
  const next = view(after);
  if (!before) {
    const { name, brand, category, productType, price, stock, featured } = next;
    return {
      after: {
        ...Object.fromEntries(
          Object.entries({ name, brand, category, productType, price, stock, featured }).map(([k, v]) => [
            k,
            asText(v),
          ]),
        ),
        images: String(after.images.length),
      },
    };
  }
  const previous = view(before);
  const was: Record<string, string> = {};
  const now: Record<string, string> = {};
  for (const field of Object.keys(next)) {
    const a = asText(previous[field]);
    const b = asText(next[field]);
    if (a === b) continue;
    // The audit cuts long values; where the cut hides the change, show the place it differs.
    [was[field], now[field]] = shortText(a) !== shortText(b) ? [a, b] : aroundDifference(a, b);
  }
  return { before: was, after: now };
}
