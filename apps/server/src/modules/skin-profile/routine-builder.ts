/**
 * The skin quiz's routine (docs/product.md#the-beauty-assistant): for each step of a morning and
 * an evening routine, the in-stock products of the step's type that suit the shopper's skin type,
 * are fragrance-free when asked and within the budget, ranked by how many of the shopper's
 * concerns they treat, then by gentleness for sensitive skin and by their reviews. A step nothing
 * fits says which of those rules left it empty. Pure: the caller hands in the catalog.
 */
import {
  BUDGET_LABELS,
  BUDGET_MAX_CENTS,
  SKIN_TYPE_LABELS,
  isSensitive,
  sharedConcerns,
  suitsSkinType,
  type Product,
  type ProductType,
  type RoutinePick,
  type RoutineLength,
  type SkinProfile,
  type SkinRoutine,
  type SkinRoutineStep,
} from '@seoul-glow/shared';

interface StepKind {
  label: string;
  types: ProductType[];
  purpose: string;
}

export const STEP_KINDS = {
  cleanser: {
    label: 'Cleanser',
    types: ['cleanser'],
    purpose: 'Washes away oil, sunscreen and the day without stripping',
  },
  'toner-essence': {
    label: 'Toner or essence',
    types: ['toner', 'essence'],
    purpose: 'Rebalances and hydrates so the next steps sink in',
  },
  toner: { label: 'Toner', types: ['toner'], purpose: 'Rebalances skin after cleansing and preps it' },
  essence: {
    label: 'Essence',
    types: ['essence'],
    purpose: 'A watery layer of hydration the next steps build on',
  },
  serum: { label: 'Serum', types: ['serum'], purpose: 'Concentrated actives for your concerns' },
  'eye-care': { label: 'Eye care', types: ['eye-care'], purpose: 'Care for the thin skin around the eyes' },
  moisturizer: {
    label: 'Moisturizer',
    types: ['moisturizer'],
    purpose: 'Locks in hydration and calms the barrier',
  },
  sunscreen: {
    label: 'Sunscreen',
    types: ['sunscreen'],
    purpose: 'Daily UV protection, the step that prevents most spots and lines',
  },
} as const satisfies Record<string, StepKind>;
export type StepKey = keyof typeof STEP_KINDS;

/** Every product type a routine step may hold: the catalog products a routine is built from. */
export const ROUTINE_TYPES: readonly ProductType[] = [
  ...new Set(Object.values(STEP_KINDS).flatMap((kind: StepKind) => kind.types)),
];

export const ROUTINE_PLANS: Record<RoutineLength, { morning: StepKey[]; evening: StepKey[] }> = {
  minimal: { morning: ['cleanser', 'moisturizer', 'sunscreen'], evening: ['cleanser', 'moisturizer'] },
  classic: {
    morning: ['cleanser', 'toner-essence', 'serum', 'moisturizer', 'sunscreen'],
    evening: ['cleanser', 'toner-essence', 'serum', 'moisturizer'],
  },
  full: {
    morning: ['cleanser', 'toner', 'essence', 'serum', 'eye-care', 'moisturizer', 'sunscreen'],
    evening: ['cleanser', 'toner', 'essence', 'serum', 'eye-care', 'moisturizer'],
  },
};

const ALTERNATIVES = 3;
const skinText = (profile: SkinProfile) => SKIN_TYPE_LABELS[profile.skinType].toLowerCase();
const isFragranceFree = (p: Product) => p.ingredients.length > 0 && p.freeFrom.includes('fragrance');
const isGentle = (p: Product) =>
  isFragranceFree(p) && p.freeFrom.includes('essential-oils') && p.freeFrom.includes('alcohol');

function score(p: Product, profile: SkinProfile): number {
  let s = 4 * sharedConcerns(p, profile).length;
  if (p.skinTypes.includes(profile.skinType)) s += 1;
  if (isSensitive(profile)) s += isGentle(p) ? 2 : isFragranceFree(p) ? 1 : -2;
  // Reviews break ties between equally suitable products; many reviews count more than a few.
  s += ((p.averageRating - 4) * Math.min(p.ratingCount, 50)) / 50;
  if (p.isFeatured) s += 0.25;
  return s;
}

function listText(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function why(kind: StepKind, p: Product, profile: SkinProfile): string {
  const concerns = sharedConcerns(p, profile);
  const fit = p.skinTypes.includes(profile.skinType)
    ? `suits ${skinText(profile)} skin`
    : 'suits every skin type';
  const parts = [concerns.length ? `${fit}, ${listText(concerns)}` : fit];
  const key = p.keyIngredients[0];
  if (key) parts.push(`with ${key}`);
  if (isFragranceFree(p) && (isSensitive(profile) || profile.fragrance === 'fragrance-free'))
    parts.push('fragrance-free');
  return `${kind.purpose}: ${parts.join(', ')}.`;
}

function toPick(kind: StepKind, p: Product, profile: SkinProfile): RoutinePick {
  return {
    product: {
      id: p.id,
      name: p.name,
      brand: p.brand,
      price: p.price,
      image: p.images[0] ?? null,
      productType: p.productType!,
      averageRating: p.averageRating,
      ratingCount: p.ratingCount,
      freeFrom: p.freeFrom,
    },
    why: why(kind, p, profile),
  };
}

/** Which rule left a step empty, narrowing in the order the rules apply. */
function missingText(kind: StepKind, ofType: Product[], profile: SkinProfile): string {
  const name = kind.label.toLowerCase();
  if (ofType.length === 0) return `No ${name} is in stock right now.`;
  const suiting = ofType.filter((p) => suitsSkinType(p, profile.skinType));
  if (suiting.length === 0) return `No ${name} in stock suits ${skinText(profile)} skin yet.`;
  const free = profile.fragrance === 'fragrance-free' ? suiting.filter(isFragranceFree) : suiting;
  if (free.length === 0) return `No fragrance-free ${name} in stock suits ${skinText(profile)} skin yet.`;
  return `No ${name} for ${skinText(profile)} skin fits your budget (${BUDGET_LABELS[profile.budget].toLowerCase()}).`;
}

export function fits(p: Product, profile: SkinProfile): boolean {
  const max = BUDGET_MAX_CENTS[profile.budget];
  return (
    p.stockQuantity > 0 &&
    suitsSkinType(p, profile.skinType) &&
    (profile.fragrance !== 'fragrance-free' || isFragranceFree(p)) &&
    (max === null || Math.round(p.price * 100) <= max)
  );
}

function buildStep(key: StepKey, catalog: Product[], profile: SkinProfile): SkinRoutineStep {
  const kind: StepKind = STEP_KINDS[key];
  const ofType = catalog.filter(
    (p) => p.productType !== null && kind.types.includes(p.productType) && p.stockQuantity > 0,
  );
  const ranked = ofType
    .filter((p) => fits(p, profile))
    .map((p) => ({ p, s: score(p, profile) }))
    .sort((a, b) => b.s - a.s || a.p.price - b.p.price || a.p.id - b.p.id)
    .map(({ p }) => toPick(kind, p, profile));
  return {
    key,
    label: kind.label,
    pick: ranked[0] ?? null,
    alternatives: ranked.slice(1, 1 + ALTERNATIVES),
    missing: ranked.length ? null : missingText(kind, ofType, profile),
  };
}

export function buildRoutine(catalog: Product[], profile: SkinProfile): SkinRoutine {
  const plan = ROUTINE_PLANS[profile.routineLength];
  return {
    morning: plan.morning.map((key) => buildStep(key, catalog, profile)),
    evening: plan.evening.map((key) => buildStep(key, catalog, profile)),
  };
}
