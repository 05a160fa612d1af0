/**
 * Reading INCI ingredient lists (docs/product.md#the-beauty-assistant): splitting a pasted or
 * OCR'd label into names, and naming each one's glossary entry.
 */
import { INGREDIENT_GLOSSARY } from './glossary';
import { inciTokens, type Ingredient } from './glossary-types';

/** Words naming the part of a plant, dropped in a last lookup ("Centella Asiatica Leaf Extract"). */
export const PLANT_PARTS: ReadonlySet<string> = new Set([
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

/** Whether `text[i]` separates two names: SPLIT, or a comma not between digits ("1,2-", "10,000"). */
function separatorAt(text: string, i: number): boolean {
  const c = text[i];
  if (c === SPLIT) return true;
  return c === ',' && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''));
}

/**
 * Where the separators sit: outside parentheses ("Iron Oxides (CI 77491, CI 77492)" is one name),
 * or anywhere when `respectParentheses` is off (a label whose parentheses OCR left unbalanced).
 */
function separatorsOf(text: string, respectParentheses = true): number[] {
  const at: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((depth === 0 || !respectParentheses) && separatorAt(text, i)) at.push(i);
  }
  return at;
}

function splitOutsideParentheses(text: string, respectParentheses: boolean): string[] {
  const items: string[] = [];
  let from = 0;
  for (const at of separatorsOf(text, respectParentheses)) {
    items.push(text.slice(from, at));
    from = at + 1;
  }
  items.push(text.slice(from));
  return items;
}

const opensParenthesis = (text: string) =>
  (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;

/**
 * Each line break as a separator or a space. A label read by OCR wraps names across lines
 * ("Centella Asiatica\nExtract, …"), a pasted list may hold one name per line with commas inside
 * some of them ("1,2-Hexanediol", "Titanium Dioxide (CI 77891, CI 77492)"), or both kinds mixed.
 * A break after or before a separator, or inside parentheses, is a space. Otherwise the glossary
 * decides: the two halves joined name an ingredient (a wrap), or either half does alone (a
 * separator). Failing both, a break is a wrap where the lines hold separators of their own (a
 * wrapped paragraph) and a separator where they do not (one name per line).
 */
function joinLines(body: string): string {
  const lines = body.split('\n').map((line) => line.trim());
  const paragraph = lines.some((line) => {
    const seps = separatorsOf(line);
    return seps.some((i) => i > 0 && i < line.length - 1);
  });
  let out = lines[0] ?? '';
  for (let k = 1; k < lines.length; k++) {
    const next = lines[k]!;
    if (!next || !out.trim()) {
      out += next ? `${SPLIT}${next}` : '';
      continue;
    }
    out += (isWrap(out, next, paragraph) ? ' ' : SPLIT) + next;
  }
  return out;
}

function isWrap(before: string, after: string, paragraph: boolean): boolean {
  if (/[,\u2063]\s*$/.test(before) || /^\s*[,\u2063]/.test(after)) return true;
  const cut = separatorsOf(before).at(-1);
  const head = cut === undefined ? before : before.slice(cut + 1);
  if (opensParenthesis(head)) return true;
  const first = separatorsOf(after)[0];
  const tail = first === undefined ? after : after.slice(0, first);
  if (findIngredient(cleanItem(`${head} ${tail}`))) return true;
  if (findIngredient(cleanItem(head)) || findIngredient(cleanItem(tail))) return false;
  return paragraph;
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
  body = joinLines(body);
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
