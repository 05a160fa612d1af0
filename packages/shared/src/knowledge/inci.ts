/**
 * Reading INCI ingredient lists (docs/product.md#the-beauty-assistant): splitting a pasted or
 * OCR'd label into names, and naming each one's glossary entry.
 */
import { INGREDIENT_GLOSSARY } from './glossary';
import { inciTokens, type Ingredient } from './glossary-types';

/** Words naming the part of a plant, dropped in a last lookup ("Centella Asiatica Leaf Extract"). */
const PLANT_PARTS = new Set([
  'leaf',
  'leaves',
  'root',
  'flower',
  'fruit',
  'stem',
  'bark',
  'peel',
  'callus',
  'herb',
  'twig',
  'bud',
  'rhizome',
  'whole',
  'plant',
  'aerial',
  'part',
]);

interface Index {
  exact: Map<string, Ingredient>;
  compact: Map<string, Ingredient>;
  partless: Map<string, Ingredient>;
}

let index: Index | undefined;

function partless(tokens: string[]): string {
  return tokens.filter((t) => !PLANT_PARTS.has(t)).join(' ');
}

function lookupIndex(): Index {
  if (index) return index;
  const exact = new Map<string, Ingredient>();
  const compact = new Map<string, Ingredient>();
  const byPart = new Map<string, Ingredient>();
  for (const ingredient of INGREDIENT_GLOSSARY) {
    for (const name of ingredient.names) {
      const tokens = name.split(' ');
      if (!exact.has(name)) exact.set(name, ingredient);
      if (!compact.has(tokens.join(''))) compact.set(tokens.join(''), ingredient);
      if (!byPart.has(partless(tokens))) byPart.set(partless(tokens), ingredient);
    }
  }
  index = { exact, compact, partless: byPart };
  return index;
}

function lookupOne(name: string, at: Index): Ingredient | undefined {
  const tokens = inciTokens(name);
  if (tokens.length === 0) return undefined;
  return at.exact.get(tokens.join(' ')) ?? at.compact.get(tokens.join(''));
}

/**
 * The glossary entry an ingredient name means, or undefined. Case, hyphens, spaces and
 * punctuation do not matter; "Water (Aqua)", "Aqua/Water/Eau" and "Lavandula Angustifolia
 * (Lavender) Oil" are all understood, and a plant part missing from the glossary's spelling
 * ("Leaf") is tolerated.
 */
export function findIngredient(name: string): Ingredient | undefined {
  const at = lookupIndex();
  const direct = lookupOne(name, at) ?? lookupOne(name.replace(/\([^)]*\)/g, ' '), at);
  if (direct) return direct;
  for (const inner of name.match(/\(([^)]*)\)/g) ?? []) {
    const hit = lookupOne(inner.slice(1, -1), at);
    if (hit) return hit;
  }
  if (name.includes('/')) {
    for (const part of name.split('/')) {
      const hit = lookupOne(part, at) ?? lookupOne(part.replace(/\([^)]*\)/g, ' '), at);
      if (hit) return hit;
    }
  }
  const tokens = inciTokens(name.replace(/\([^)]*\)/g, ' '));
  return tokens.length ? at.partless.get(partless(tokens)) : undefined;
}

/** Abbreviations whose full stop belongs to the name, not the end of the list. */
const KEEPS_FULL_STOP = /\b(denat|sp|spp|ssp|var|no)\.$/i;

/** Marks a split point while the label is normalised (an invisible separator, never typed). */
const SPLIT = '\u2063';

function splitOutsideParentheses(text: string, respectParentheses: boolean): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    const betweenDigits = c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    const separator = (c === ',' && !betweenDigits) || c === SPLIT;
    if (separator && (depth === 0 || !respectParentheses)) {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return items;
}

function cleanItem(raw: string): string {
  let item = raw
    .replace(/\(?\s*\d+(?:[.,]\d+)?\s*(?:%|ppm)\s*\)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  item = item.replace(/^[^A-Za-z0-9(]+/, '').replace(/[^A-Za-z0-9).]+$/, '');
  if (!KEEPS_FULL_STOP.test(item)) item = item.replace(/\.+$/, '');
  item = item
    .replace(/\(\s*\)/g, '')
    .replace(/\*+/g, '')
    .trim();
  return item;
}

/**
 * An ingredient label (pasted, typed or read by OCR) as a list of names in label order. Handles
 * an "Ingredients:" heading, commas or semicolons or one name per line, "May contain (+/-)" and
 * "[+/- …]" shade lists, percentages, footnote stars, a final full stop, words hyphenated across
 * lines, and commas inside parentheses ("Iron Oxides (CI 77491, CI 77492)") or numbers
 * ("1,2-Hexanediol"). Names keep their spelling; findIngredient says what each one is.
 */
export function parseInciList(text: string): string[] {
  let body = text.normalize('NFKC').replace(/\r\n?/g, '\n');
  const heading = /\b(?:full\s+)?(?:ingredients?|inci)(?:\s+list)?\s*:/i.exec(body);
  if (heading) body = body.slice(heading.index + heading[0].length);
  body = body
    .replace(/-[ \t]*\n[ \t]*(?=[a-z])/g, '')
    .replace(/-[ \t]*\n[ \t]*/g, '-')
    .replace(/\bmay\s+contain\b\s*(?:\(\s*\+\s*\/\s*-\s*\))?\s*:?/gi, SPLIT)
    .replace(/\[\s*\+\s*\/\s*-\s*:?|\(\s*\+\s*\/\s*-\s*\)\s*:?|\+\s*\/\s*-\s*:?/g, SPLIT)
    .replace(/[[\]]/g, SPLIT)
    .replace(/[;•·●|]/g, SPLIT)
    .replace(/\.\s+(?=\*)/g, `.${SPLIT}`)
    .replace(/(?<!\b(?:[Dd]enat|DENAT|[Ss]pp?|SPP?|[Ss]sp|[Vv]ar|[Nn]o))\.\s+(?=[A-Z])/g, SPLIT);
  const hasSeparators = body.includes(',') || body.includes(SPLIT);
  body = hasSeparators ? body.replace(/\s*\n\s*/g, ' ') : body.replace(/\s*\n\s*/g, SPLIT);
  const balanced = (body.match(/\(/g) ?? []).length === (body.match(/\)/g) ?? []).length;
  const items = splitOutsideParentheses(body, balanced);
  // A footnote ("*Certified organic") is a starred item at the end that names no ingredient. A
  // starred ingredient ("*Parfum", "Water, *Aloe Juice, …") stays: dropping it would hide it from
  // the label and from the free-from claims derived from it.
  let notes = items.length;
  while (notes > 0 && isFootnote(items[notes - 1]!)) notes--;
  return items
    .slice(0, notes)
    .map(cleanItem)
    .filter((item) => /[A-Za-z]/.test(item));
}

function isFootnote(raw: string): boolean {
  return !/[A-Za-z]/.test(raw) || (/^\s*\*/.test(raw) && !findIngredient(cleanItem(raw)));
}
