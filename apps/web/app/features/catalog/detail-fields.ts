import { ownEntry } from '@seoul-glow/shared';

/** Labels for the demo catalog's snake_case keys; other keys are title-cased from their words. */
const KNOWN_LABELS: Record<string, string> = {
  how_to_use: 'How to Use',
  key_ingredients: 'Key Ingredients',
  skin_type: 'Skin Type',
  volume: 'Volume',
};

const SMALL_WORDS = new Set(['a', 'an', 'and', 'for', 'of', 'to', 'in', 'on', 'or', 'the', 'with']);

export function fieldLabel(key: string): string {
  const known = ownEntry(KNOWN_LABELS, key.trim().toLowerCase());
  if (known) return known;
  const words = key
    .trim()
    .split(/[_\s-]+/)
    .filter(Boolean);
  return words
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** docs/product.md#validation: text over `limit` characters shows truncated, cut at a word boundary when one is near. */
export function truncateText(text: string, limit: number): { short: string; truncated: boolean } {
  if (text.length <= limit) return { short: text, truncated: false };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { short: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}

/** docs/product.md#validation: the detail quantity accepts only integers of at least 1; anything else is ignored. */
export function parseQuantity(input: string): number | null {
  if (!/^\d+$/.test(input.trim())) return null;
  const n = Number(input.trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
