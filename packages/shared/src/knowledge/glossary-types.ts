import type { FreeFrom } from '../beauty/taxonomy';

/** Links an ingredient to the pairing rules (pairing.ts). */
export type IngredientGroup =
  | 'retinoid'
  | 'aha'
  | 'bha'
  | 'pha'
  | 'vitamin-c'
  | 'benzoyl-peroxide'
  | 'niacinamide'
  | 'copper-peptide'
  | 'fragrance'
  | 'drying-alcohol'
  | 'essential-oil';

/** What an ingredient is there for, as an ingredient page groups them. */
export type IngredientKind =
  | 'active'
  | 'humectant'
  | 'emollient'
  | 'soothing'
  | 'antioxidant'
  | 'exfoliant'
  | 'uv-filter'
  | 'fragrance'
  | 'cleansing'
  | 'preservative'
  | 'texture'
  | 'colorant'
  | 'hair-care'
  | 'absorbent'
  | 'botanical';

export interface Ingredient {
  /** Stable key, also the URL slug of the ingredient's page. */
  id: string;
  slug: string;
  /** Display name; shown by the label scanner, so changing one changes what shoppers read. */
  name: string;
  /** INCI spellings as labels print them, the usual one first. */
  inci: string[];
  /** Everyday names shoppers type ("cica", "vitamin c"), lower case. */
  aliases: string[];
  /** The aliases and INCI names as word sequences (`inciTokens` joined by spaces). */
  names: string[];
  /** What it does, in cosmetic wording (never a medical claim). */
  purpose: string;
  /** Who it suits. */
  suits: string;
  caution?: string;
  group?: IngredientGroup;
  kind: IngredientKind;
  /** Free-from claims a product loses by containing it. */
  breaks: FreeFrom[];
}

/** One glossary row as written in the glossary-*.ts files. */
export interface IngredientSource {
  id: string;
  name: string;
  inci: string[];
  aliases?: string[];
  purpose: string;
  suits: string;
  caution?: string;
  group?: IngredientGroup;
  kind: IngredientKind;
  breaks?: FreeFrom[];
}

/** Claims a group always breaks, so a row cannot forget them. */
const GROUP_BREAKS: Partial<Record<IngredientGroup, FreeFrom[]>> = {
  fragrance: ['fragrance'],
  'essential-oil': ['essential-oils', 'fragrance'],
  'drying-alcohol': ['alcohol'],
};

/** Lower-case words and their tokens as free text and INCI lookups compare them. */
export function inciTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function withoutParentheses(name: string): string {
  return name.replace(/\([^)]*\)/g, ' ');
}

export function defineIngredient(source: IngredientSource): Ingredient {
  const aliases = (source.aliases ?? []).map((a) => a.toLowerCase());
  const spellings = new Set<string>(aliases.map((a) => inciTokens(a).join(' ')));
  for (const inci of source.inci) {
    spellings.add(inciTokens(inci).join(' '));
    spellings.add(inciTokens(withoutParentheses(inci)).join(' '));
  }
  const breaks = new Set<FreeFrom>([...(source.breaks ?? []), ...(GROUP_BREAKS[source.group!] ?? [])]);
  return {
    id: source.id,
    slug: source.id,
    name: source.name,
    inci: source.inci,
    aliases,
    names: [...spellings].filter(Boolean),
    purpose: source.purpose,
    suits: source.suits,
    ...(source.caution ? { caution: source.caution } : {}),
    ...(source.group ? { group: source.group } : {}),
    kind: source.kind,
    breaks: [...breaks],
  };
}
