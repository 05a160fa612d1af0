import {
  FREE_FROM_LABELS,
  PAIRING_RULES,
  SKIN_TYPE_LABELS,
  checkIngredientsInput,
  explainIngredientInput,
  findIngredient,
  findIngredients,
  freeFromBrokenBy,
  ingredientCheckSchema,
  ingredientExplanationSchema,
  pairingRulesFor,
  parseInciList,
  type Concern,
  type FreeFrom,
  type Ingredient,
  type IngredientCheck,
  type IngredientGroup,
  type SkinType,
} from '@seoul-glow/shared';
import type { CatalogService } from '../catalog/catalog.service';
import { catalogTools } from './catalog-tools';
import { defineTool, type ToolContext } from './tool';

/** How the pairing rules name a group to a shopper. */
export const GROUP_NAMES: Record<IngredientGroup, string> = {
  retinoid: 'retinol and other retinoids',
  aha: 'AHAs (glycolic or lactic acid)',
  bha: 'BHA (salicylic acid)',
  pha: 'PHAs (gluconolactone)',
  'vitamin-c': 'vitamin C',
  'benzoyl-peroxide': 'benzoyl peroxide',
  niacinamide: 'niacinamide',
  'copper-peptide': 'copper peptides',
  fragrance: 'fragrance',
  'drying-alcohol': 'drying alcohol',
  'essential-oil': 'essential oils',
};

/** An ingredient by any of its names: as a label prints it first, then as a shopper writes it. */
export function lookupIngredient(name: string): Ingredient | undefined {
  return findIngredient(name) ?? findIngredients(name)[0];
}

const STRONG_ACTIVES = new Set<IngredientGroup>(['retinoid', 'aha', 'bha', 'benzoyl-peroxide']);

interface Flag {
  reason: string;
  severity: 'caution' | 'avoid';
}

/** What makes one ingredient a concern for this shopper, most serious first; null when nothing does. */
function flagFor(
  name: string,
  known: Ingredient | undefined,
  who: { skinType?: SkinType; concerns: Concern[]; avoid: FreeFrom[] },
): Flag | null {
  const broken = freeFromBrokenBy(name);
  const avoided = broken.filter((f) => who.avoid.includes(f));
  if (avoided.length)
    return {
      severity: 'avoid',
      reason: `${FREE_FROM_LABELS[avoided[0]!].label}, which you want to avoid`,
    };
  const sensitive =
    who.skinType === 'sensitive' || who.concerns.includes('sensitivity') || who.concerns.includes('redness');
  const group = known?.group;
  if (sensitive) {
    if (broken.includes('essential-oils'))
      return { severity: 'caution', reason: 'an essential oil: a common irritant' };
    if (broken.includes('fragrance'))
      return { severity: 'caution', reason: 'fragrance: a leading cause of irritation' };
    if (broken.includes('alcohol'))
      return { severity: 'caution', reason: 'drying alcohol: can sting and dry' };
    if (group && STRONG_ACTIVES.has(group))
      return { severity: 'caution', reason: 'a strong active: patch-test and start slowly' };
  }
  const dry = who.skinType === 'dry' || who.concerns.includes('dryness');
  if (dry) {
    if (broken.includes('alcohol'))
      return { severity: 'caution', reason: 'drying alcohol: takes moisture away' };
    if (broken.includes('sulfates'))
      return { severity: 'caution', reason: 'a sulfate cleanser: can strip dry skin' };
  }
  const oily =
    who.skinType === 'oily' || who.concerns.some((c) => c === 'acne' || c === 'oiliness' || c === 'pores');
  if (oily && broken.includes('mineral-oil'))
    return { severity: 'caution', reason: 'mineral oil: heavy, can feel greasy on oily skin' };
  if (!who.skinType && !who.concerns.length && (broken.includes('fragrance') || broken.includes('alcohol')))
    return { severity: 'caution', reason: known?.caution ?? 'can irritate sensitive skin' };
  return null;
}

/** Checks an INCI list against a shopper's skin type, concerns and what they avoid. */
export function checkIngredientList(input: {
  ingredients: string | string[];
  skinType?: SkinType;
  concerns?: Concern[];
  freeFrom?: FreeFrom[];
}): IngredientCheck {
  const names = (typeof input.ingredients === 'string' ? parseInciList(input.ingredients) : input.ingredients)
    .map((n) => n.trim())
    .filter(Boolean);
  const who = { skinType: input.skinType, concerns: input.concerns ?? [], avoid: input.freeFrom ?? [] };
  const ingredients: IngredientCheck['ingredients'] = [];
  const flagged: IngredientCheck['flagged'] = [];
  const groups = new Set<IngredientGroup>();
  for (const name of names) {
    const known = findIngredient(name);
    if (known?.group) groups.add(known.group);
    ingredients.push({ name, known: Boolean(known), purpose: known?.purpose ?? null });
    const flag = flagFor(name, known, who);
    if (flag) flagged.push({ name, ...flag });
  }
  const pairingWarnings = pairingRulesFor(groups)
    .filter((r) => r.verdict !== 'good')
    .map((r) => r.advice);
  const verdict = flagged.some((f) => f.severity === 'avoid')
    ? 'avoid'
    : flagged.length || pairingWarnings.length
      ? 'caution'
      : 'suits';
  return { verdict, summary: summarise(names.length, flagged, who), ingredients, flagged, pairingWarnings };
}

function summarise(count: number, flagged: IngredientCheck['flagged'], who: { skinType?: SkinType }): string {
  const forWhom = who.skinType ? `${SKIN_TYPE_LABELS[who.skinType].toLowerCase()} skin` : 'most skin';
  if (count === 0) return 'I could not read any ingredient names in that list.';
  if (!flagged.length)
    return `Nothing on this list of ${count} ingredients is a known concern for ${forWhom}.`;
  const named = flagged
    .slice(0, 4)
    .map((f) => `${f.name} (${f.reason})`)
    .join('; ');
  const more = flagged.length > 4 ? ` and ${flagged.length - 4} more` : '';
  return `For ${forWhom}, ${flagged.length === 1 ? '1 ingredient needs' : `${flagged.length} ingredients need`} care: ${named}${more}.`;
}

export function ingredientTools(catalog: CatalogService) {
  const { searchCatalog } = catalogTools(catalog);

  /** In-stock products built around an ingredient (its key ingredient first, then any holding it). */
  async function productsWith(ingredient: Ingredient, ctx: ToolContext) {
    const found = await searchCatalog.run({ query: '', ingredient: ingredient.id, limit: 10 }, ctx);
    const isKey = (keys: string[]) => keys.some((k) => findIngredient(k)?.id === ingredient.id);
    return [
      ...found.products.filter((p) => isKey(p.keyIngredients)),
      ...found.products.filter((p) => !isKey(p.keyIngredients)),
    ].slice(0, 3);
  }

  const explainIngredient = defineTool({
    name: 'explain_ingredient',
    title: 'Explain an ingredient',
    description:
      'What a skincare ingredient does, whom it suits, what to watch for, which free-from claims it breaks, what it pairs well or badly with, and in-stock products built around it.',
    input: explainIngredientInput,
    output: ingredientExplanationSchema,
    async run(input, ctx) {
      const ingredient = lookupIngredient(input.ingredient);
      if (!ingredient) {
        return {
          found: false,
          name: input.ingredient,
          inci: [],
          purpose: '',
          suits: '',
          caution: null,
          kind: '',
          breaks: [],
          pairings: [],
          products: [],
        };
      }
      const group = ingredient.group;
      const pairings = group
        ? PAIRING_RULES.filter((r) => r.groups.includes(group)).map((r) => ({
            with: GROUP_NAMES[r.groups[0] === group ? r.groups[1] : r.groups[0]],
            verdict: r.verdict,
            advice: r.advice,
          }))
        : [];
      return {
        found: true,
        name: ingredient.name,
        inci: ingredient.inci,
        purpose: ingredient.purpose,
        suits: ingredient.suits,
        caution: ingredient.caution ?? null,
        kind: ingredient.kind,
        breaks: ingredient.breaks,
        pairings,
        products: await productsWith(ingredient, ctx),
      };
    },
  });

  const checkIngredients = defineTool({
    name: 'check_ingredients',
    title: 'Check an ingredient list',
    description:
      "Checks an INCI list (pasted, or read from a label photo) against the shopper's skin type, concerns and the ingredients they avoid: which ingredients need care and why, risky pairings, and a verdict (suits, caution or avoid).",
    input: checkIngredientsInput,
    output: ingredientCheckSchema,
    async run(input) {
      return checkIngredientList(input);
    },
  });

  return { explainIngredient, checkIngredients };
}
