import type { IngredientSource } from './glossary-types';

/** Sun filters, pigments and powders: what protects skin and gives makeup colour and finish. */
const filter = (id: string, name: string, inci: string[], aliases: string[]): IngredientSource => ({
  id,
  name,
  inci,
  aliases,
  purpose: 'Chemical sun filter that absorbs UV light for invisible protection.',
  suits: 'All skin types',
  caution: 'Some can sting around the eyes.',
  kind: 'uv-filter',
});

const powder = (id: string, name: string, inci: string[], purpose: string): IngredientSource => ({
  id,
  name,
  inci,
  purpose,
  suits: 'All skin types',
  kind: 'texture',
});

const colour = (id: string, name: string, inci: string[], purpose: string): IngredientSource => ({
  id,
  name,
  inci,
  purpose,
  suits: 'All skin types',
  kind: 'colorant',
});

export const MAKEUP_INGREDIENTS: IngredientSource[] = [
  {
    id: 'uv-filters',
    name: 'Chemical UV filters',
    inci: [],
    aliases: ['uv filters', 'uv filter', 'chemical filters'],
    purpose: 'Absorb UV light for invisible protection.',
    suits: 'All skin types',
    caution: 'Some can sting around the eyes.',
    kind: 'uv-filter',
  },
  filter(
    'ethylhexyl-methoxycinnamate',
    'Ethylhexyl methoxycinnamate (octinoxate)',
    ['Ethylhexyl Methoxycinnamate'],
    ['octinoxate'],
  ),
  filter(
    'ethylhexyl-salicylate',
    'Ethylhexyl salicylate (octisalate)',
    ['Ethylhexyl Salicylate'],
    ['octisalate'],
  ),
  filter('homosalate', 'Homosalate', ['Homosalate'], []),
  filter('avobenzone', 'Avobenzone', ['Butyl Methoxydibenzoylmethane'], ['avobenzone']),
  filter('octocrylene', 'Octocrylene', ['Octocrylene'], []),
  filter(
    'bemotrizinol',
    'Bemotrizinol (Tinosorb S)',
    ['Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine'],
    ['bemotrizinol', 'tinosorb s'],
  ),
  filter('uvinul-a-plus', 'Uvinul A Plus', ['Diethylamino Hydroxybenzoyl Hexyl Benzoate'], ['uvinul a plus']),
  {
    id: 'zinc-oxide',
    name: 'Zinc oxide',
    inci: ['Zinc Oxide', 'CI 77947'],
    purpose: 'Mineral UV filter, gentle on sensitive skin.',
    suits: 'Sensitive and all skin types',
    caution: 'Can leave a light white cast.',
    kind: 'uv-filter',
  },
  {
    id: 'titanium-dioxide',
    name: 'Titanium dioxide',
    inci: ['Titanium Dioxide', 'CI 77891'],
    purpose: 'Mineral UV filter and white pigment that evens out colour.',
    suits: 'All skin types',
    kind: 'uv-filter',
  },
  {
    id: 'mica',
    name: 'Mica',
    inci: ['Mica', 'CI 77019'],
    purpose: 'Mineral that gives makeup shimmer.',
    suits: 'All skin types',
    kind: 'colorant',
  },
  powder(
    'silica',
    'Silica',
    ['Silica', 'Silica Dimethyl Silylate'],
    'Blurs the look of pores and absorbs oil.',
  ),
  powder('talc', 'Talc', ['Talc'], 'Soft mineral powder that gives shadows and powders their slip.'),
  powder(
    'synthetic-fluorphlogopite',
    'Synthetic fluorphlogopite',
    ['Synthetic Fluorphlogopite'],
    'Lab-made mica with a clean, bright shimmer.',
  ),
  powder(
    'boron-nitride',
    'Boron nitride',
    ['Boron Nitride'],
    'Silky powder that soft-focuses and adds glide.',
  ),
  powder(
    'metal-stearates',
    'Magnesium and zinc stearate',
    ['Magnesium Stearate', 'Zinc Stearate'],
    'Help pressed powders stick together and cling to skin.',
  ),
  powder(
    'calcium-aluminum-borosilicate',
    'Calcium aluminum borosilicate',
    ['Calcium Aluminum Borosilicate', 'Calcium Sodium Borosilicate'],
    'Glass flakes that give a glassy, reflective sparkle.',
  ),
  powder(
    'pigment-coatings',
    'Pigment coatings',
    ['Aluminum Hydroxide', 'Triethoxycaprylylsilane', 'Tin Oxide'],
    'Coat pigments and pearls so colour spreads evenly and stays true.',
  ),
  colour(
    'iron-oxides',
    'Iron oxides',
    ['Iron Oxides', 'CI 77491', 'CI 77492', 'CI 77499'],
    'Mineral pigments behind every skin-tone shade.',
  ),
  colour('ultramarines', 'Ultramarines', ['Ultramarines', 'CI 77007'], 'Mineral blues and violets.'),
  colour('manganese-violet', 'Manganese violet', ['Manganese Violet', 'CI 77742'], 'Mineral violet pigment.'),
  colour('red-7', 'Red 7', ['Red 7', 'Red 7 Lake', 'CI 15850'], 'Bright red pigment for lips and cheeks.'),
  colour(
    'red-28',
    'Red 28',
    ['Red 28', 'Red 28 Lake', 'CI 45410'],
    'Vivid pink pigment for lips and cheeks.',
  ),
  colour(
    'yellow-5',
    'Yellow 5',
    ['Yellow 5', 'Yellow 5 Lake', 'CI 19140'],
    'Warm yellow pigment that builds peach and coral shades.',
  ),
  {
    id: 'pearl',
    name: 'Pearl powder',
    inci: ['Pearl Powder', 'Pearl Extract'],
    aliases: ['pearl', 'pearl powder', 'pearl extract'],
    purpose: 'Gives a luminous finish and gentle brightening.',
    suits: 'Dull skin',
    kind: 'colorant',
  },
];
