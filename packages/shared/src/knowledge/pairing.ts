import type { IngredientGroup } from './glossary';

/**
 * Pairing rules (docs/product.md#the-beauty-assistant): which ingredient groups should not be
 * layered together, or need timing. One source for the expert's answers and the label scanner's
 * cautions.
 */
export interface PairingRule {
  id: string;
  groups: [IngredientGroup, IngredientGroup];
  /** 'avoid': not in the same routine; 'separate': fine on alternate steps/times; 'good': pairs well. */
  verdict: 'avoid' | 'separate' | 'good';
  advice: string;
}

export const PAIRING_RULES: PairingRule[] = [
  {
    id: 'retinoid-aha',
    groups: ['retinoid', 'aha'],
    verdict: 'avoid',
    advice:
      'Caution: don’t layer retinol with AHAs in the same routine; both are strong exfoliants and together they irritate and peel. Alternate nights instead.',
  },
  {
    id: 'retinoid-bha',
    groups: ['retinoid', 'bha'],
    verdict: 'avoid',
    advice:
      'Caution: don’t use retinol and salicylic acid (BHA) on the same night; the combination dries and irritates. Use BHA in the morning or on alternate nights.',
  },
  {
    id: 'retinoid-vitamin-c',
    groups: ['retinoid', 'vitamin-c'],
    verdict: 'separate',
    advice:
      'Caution: keep vitamin C and retinol apart: vitamin C in the morning under sunscreen, retinol at night.',
  },
  {
    id: 'retinoid-benzoyl',
    groups: ['retinoid', 'benzoyl-peroxide'],
    verdict: 'avoid',
    advice:
      'Caution: benzoyl peroxide can deactivate retinol and doubles the dryness; use them at different times.',
  },
  {
    id: 'vitamin-c-aha',
    groups: ['vitamin-c', 'aha'],
    verdict: 'separate',
    advice:
      'Caution: vitamin C and AHAs both lower the skin’s pH and can sting together; use vitamin C in the morning and acids at night.',
  },
  {
    id: 'vitamin-c-bha',
    groups: ['vitamin-c', 'bha'],
    verdict: 'separate',
    advice: 'Caution: layering vitamin C with BHA can irritate; split them between morning and evening.',
  },
  {
    id: 'vitamin-c-benzoyl',
    groups: ['vitamin-c', 'benzoyl-peroxide'],
    verdict: 'avoid',
    advice: 'Caution: benzoyl peroxide oxidises vitamin C, making it useless; never apply them together.',
  },
  {
    id: 'vitamin-c-copper',
    groups: ['vitamin-c', 'copper-peptide'],
    verdict: 'separate',
    advice:
      'Caution: copper peptides and pure vitamin C weaken each other; use them at different times of day.',
  },
  {
    id: 'aha-bha',
    groups: ['aha', 'bha'],
    verdict: 'separate',
    advice:
      'Caution: AHA and BHA together can over-exfoliate; use one per routine, or a ready-made combined formula no more than 2–3 times a week.',
  },
  {
    id: 'vitamin-c-niacinamide',
    groups: ['vitamin-c', 'niacinamide'],
    verdict: 'good',
    advice:
      'Vitamin C and niacinamide are fine together in modern formulas and both brighten; if you flush, apply them a few minutes apart.',
  },
  {
    id: 'retinoid-niacinamide',
    groups: ['retinoid', 'niacinamide'],
    verdict: 'good',
    advice:
      'Retinol and niacinamide pair well: niacinamide calms and supports the barrier while retinol works.',
  },
];

/** The rules that apply to a set of ingredient groups, risky ones first. */
export function pairingRulesFor(groups: Iterable<IngredientGroup>): PairingRule[] {
  const set = new Set(groups);
  const order = { avoid: 0, separate: 1, good: 2 } as const;
  return PAIRING_RULES.filter((r) => set.has(r.groups[0]) && set.has(r.groups[1])).sort(
    (a, b) => order[a.verdict] - order[b.verdict],
  );
}
