import type { IngredientSource } from './glossary-types';

/**
 * Preservatives and alcohols. Alcohol-free means free of the drying, volatile alcohols (ethanol
 * in its label names, and isopropyl alcohol); fatty alcohols such as cetearyl alcohol are waxy
 * emollients and keep the claim, as does benzyl alcohol, a preservative at well under 1%.
 */
const preservative = (id: string, name: string, inci: string[], purpose: string): IngredientSource => ({
  id,
  name,
  inci,
  purpose,
  suits: 'All skin types',
  kind: 'preservative',
});

export const PRESERVATIVE_INGREDIENTS: IngredientSource[] = [
  {
    id: 'alcohol-denat',
    name: 'Alcohol denat.',
    inci: ['Alcohol Denat.', 'Alcohol', 'Ethanol', 'Ethyl Alcohol', 'SD Alcohol 40-B', 'Denatured Alcohol'],
    aliases: ['alcohol denat', 'denatured alcohol', 'sd alcohol', 'ethanol', 'drying alcohol'],
    purpose: 'Makes textures light and quick-drying and carries fragrance.',
    suits: 'Very oily skin only',
    caution: 'Drying alcohol: can strip and irritate the barrier, especially high on the list.',
    group: 'drying-alcohol',
    kind: 'texture',
  },
  {
    id: 'isopropyl-alcohol',
    name: 'Isopropyl alcohol',
    inci: ['Isopropyl Alcohol'],
    aliases: ['isopropanol', 'rubbing alcohol'],
    purpose: 'Solvent, often carried in with conditioning agents in hair care.',
    suits: 'Hair care, not facial skin',
    caution: 'Drying alcohol: harsh on dry or sensitive skin.',
    group: 'drying-alcohol',
    kind: 'texture',
  },
  {
    id: 'cetearyl-alcohol',
    name: 'Fatty alcohols (cetearyl, cetyl, stearyl)',
    inci: [
      'Cetearyl Alcohol',
      'Cetyl Alcohol',
      'Stearyl Alcohol',
      'Behenyl Alcohol',
      'Myristyl Alcohol',
      'Arachidyl Alcohol',
    ],
    aliases: ['fatty alcohol', 'fatty alcohols'],
    purpose: 'Fatty alcohol that softens and thickens creams (not drying).',
    suits: 'All skin types',
    kind: 'emollient',
  },
  preservative(
    'phenoxyethanol',
    'Phenoxyethanol',
    ['Phenoxyethanol'],
    'Common, well-tolerated preservative that keeps water-based products safe to use.',
  ),
  {
    id: 'parabens',
    name: 'Parabens',
    inci: ['Methylparaben', 'Propylparaben', 'Ethylparaben', 'Butylparaben', 'Isobutylparaben'],
    aliases: ['paraben', 'parabens'],
    purpose: 'Preservatives that keep water-based products safe.',
    suits: 'All skin types',
    caution: 'Some people prefer paraben-free formulas.',
    kind: 'preservative',
    breaks: ['parabens'],
  },
  preservative(
    'ethylhexylglycerin',
    'Ethylhexylglycerin',
    ['Ethylhexylglycerin'],
    'Preservative booster and skin conditioner.',
  ),
  preservative(
    '1-2-hexanediol',
    '1,2-Hexanediol',
    ['1,2-Hexanediol'],
    'Humectant that also helps preserve the formula, common in K-beauty.',
  ),
  preservative(
    'caprylyl-glycol',
    'Caprylyl glycol',
    ['Caprylyl Glycol', 'Ethyl Hexanediol'],
    'Moisturising glycols that help keep the formula fresh.',
  ),
  preservative(
    'sodium-benzoate',
    'Sodium benzoate',
    ['Sodium Benzoate', 'Potassium Sorbate', 'Benzoic Acid', 'Sorbic Acid'],
    'Food-grade preservatives for rinse-off and low-pH products.',
  ),
  preservative(
    'benzyl-alcohol',
    'Benzyl alcohol',
    ['Benzyl Alcohol'],
    'Preservative used well under 1%; not a drying alcohol.',
  ),
  {
    id: 'isothiazolinones',
    name: 'Isothiazolinones',
    inci: ['Methylisothiazolinone', 'Methylchloroisothiazolinone'],
    purpose: 'Strong preservatives for rinse-off products.',
    suits: 'Rinse-off use only',
    caution: 'A frequent cause of contact allergy; avoid if you have reacted to preservatives.',
    kind: 'preservative',
  },
  preservative('bht', 'BHT', ['BHT'], 'Antioxidant that keeps oils and retinol from going off.'),
];
