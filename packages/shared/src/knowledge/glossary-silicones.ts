import type { IngredientSource } from './glossary-types';

/**
 * Silicones: every -cone, -conol and -siloxane, and the silicone resins and elastomers. Each breaks
 * silicone-free. Silanes that only coat pigments (triethoxycaprylylsilane) are not silicones and
 * live with the makeup powders.
 */
const silicone = (
  id: string,
  name: string,
  inci: string[],
  purpose: string,
  aliases: string[] = [],
): IngredientSource => ({
  id,
  name,
  inci,
  aliases,
  purpose,
  suits: 'All skin types',
  caution: 'Cleanse well; some blemish-prone skins prefer to avoid heavy silicones.',
  kind: 'texture',
  breaks: ['silicones'],
});

export const SILICONE_INGREDIENTS: IngredientSource[] = [
  silicone(
    'dimethicone',
    'Dimethicone',
    ['Dimethicone'],
    'Silicone that smooths, protects and gives a silky slip.',
    ['silicone', 'silicones'],
  ),
  silicone(
    'cyclopentasiloxane',
    'Cyclopentasiloxane',
    ['Cyclopentasiloxane', 'Cyclohexasiloxane', 'Cyclomethicone'],
    'Light, evaporating silicone that makes foundations and serums glide on and dry fast.',
  ),
  silicone(
    'amodimethicone',
    'Amodimethicone',
    ['Amodimethicone'],
    'Conditioning silicone that clings to damaged spots on hair for smoothness and shine.',
  ),
  silicone(
    'phenyl-trimethicone',
    'Phenyl trimethicone',
    ['Phenyl Trimethicone'],
    'Glossy silicone that adds shine to makeup and hair.',
  ),
  silicone('dimethiconol', 'Dimethiconol', ['Dimethiconol'], 'Silicone that seals hair ends against frizz.'),
  silicone(
    'caprylyl-methicone',
    'Caprylyl methicone',
    ['Caprylyl Methicone'],
    'Light silicone that keeps sun sticks and foundations non-greasy.',
  ),
  silicone(
    'silicone-elastomers',
    'Silicone elastomers',
    ['Dimethicone/Vinyl Dimethicone Crosspolymer', 'Dimethicone Crosspolymer'],
    'Soft-focus silicone gels that blur the look of pores and fine lines.',
  ),
  silicone(
    'peg-dimethicone',
    'PEG dimethicones',
    ['PEG-10 Dimethicone', 'Cetyl PEG/PPG-10/1 Dimethicone', 'PEG/PPG-18/18 Dimethicone'],
    'Silicone emulsifiers that hold water-in-silicone foundations and tints together.',
  ),
  silicone(
    'trimethylsiloxysilicate',
    'Trimethylsiloxysilicate',
    ['Trimethylsiloxysilicate'],
    'Silicone resin that helps makeup last and resist transfer.',
  ),
  silicone(
    'polymethylsilsesquioxane',
    'Polymethylsilsesquioxane',
    ['Polymethylsilsesquioxane'],
    'Silicone powder that blurs and gives a velvety matte finish.',
  ),
];
